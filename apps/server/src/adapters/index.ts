import type pg from 'pg';
import type { Config } from '../config.ts';
import { FaultPlan } from './faults.ts';
import { HttpGameProvider } from './games/http.ts';
import type { GameProvider } from './games/port.ts';
import { SandboxGameBooks } from './games/sandbox-books.ts';
import { SandboxGameProvider } from './games/sandbox.ts';
import { qrGateways, sandboxGateways } from './payment-gateway/gateways.ts';
import { ManualPayout } from './payout/manual.ts';
import type { Payout } from './payout/port.ts';
import { SandboxPayout } from './payout/sandbox.ts';
import type { PushService } from './push/port.ts';
import { WebPushService } from './push/web-push.ts';
import { SandboxSlipVerifier } from './slip-verifier/sandbox.ts';
import type { SmsSender } from './sms/port.ts';
import { fileStorageOf } from './storage/from-config.ts';
import { SandboxTrueMoney } from './truemoney/sandbox.ts';
import { slipVerifierOf, smsSenderOf, teamAlertsOf } from './vendors.ts';

/**
 * Every outside system the app talks to, picked by config. Where only a sandbox exists (game
 * providers, the payout rail, QR gateways, TrueMoney) it is the adapter until a contract brings
 * the real one; each keeps its own books outside our tables, as the real system would.
 */
export function outsideSystems(
  config: Config,
  pool: pg.Pool,
  secret: string,
  given: { sms?: SmsSender; push?: PushService } = {},
) {
  const { sms } = given;
  const faults = new FaultPlan();
  // A real provider's books are remote: the sandbox's live in their own folder, not our database.
  const gameBooks =
    config.GAME_PROVIDER_ADAPTER === 'sandbox' ? SandboxGameBooks.open(config.SANDBOX_GAMES_DIR) : undefined;
  const sandboxGames = gameBooks && new SandboxGameProvider(gameBooks, faults, `${secret}:games`);
  const games: GameProvider =
    sandboxGames ??
    new HttpGameProvider(config.GAME_PROVIDER_URL!, config.GAME_PROVIDER_KEY!, config.GAME_TIMEOUT_MS);
  const sandboxSlipVerifier = new SandboxSlipVerifier(pool);
  const { gateways: sandboxQrGateways, faults: gatewayFaults } = sandboxGateways(config, pool, secret);
  const sandboxPayout = new SandboxPayout(pool, faults, config.SANDBOX_PAYOUT);
  // Where no bank offers a payout API, finance pays by hand from a queue (ADR 0146).
  const payout: Payout = config.PAYOUT_RAIL === 'manual' ? new ManualPayout(pool) : sandboxPayout;
  const fileStorage = fileStorageOf(config);
  return {
    sms: sms ?? smsSenderOf(config),
    /** Fault injection for the sandbox game provider and payout rail. */
    faults,
    /** The game providers' port: every catalogue entry's calls go here, with its code (ADR 0150). */
    games,
    /** The sandbox provider itself (its books, demo page), when it is the adapter. */
    sandboxGames,
    payout,
    /** The sandbox rail (its answer is switched by the sandbox API; the rail only when PAYOUT_RAIL=sandbox). */
    sandboxPayout,
    gateways: qrGateways(config, sandboxQrGateways),
    /** The sandbox gateways the sandbox API pays (the gateways only when QR_GATEWAY=sandbox). */
    sandboxGateways: sandboxQrGateways,
    gatewayFaults,
    /** Every file the site keeps: slips, chat media, site images (disk or S3, ADR 0140). */
    fileStorage,
    slipVerifier: slipVerifierOf(config, sandboxSlipVerifier),
    /** The sandbox bank behind the slip verifier: its sandbox routes make slips it recognises. */
    sandboxSlipVerifier,
    trueMoney: new SandboxTrueMoney(pool),
    /** The team's chat the alerts job posts to (ADR 0177); undefined with TEAM_ALERTS=off. */
    teamAlerts: teamAlertsOf(config),
    /**
     * The browsers' push services (phone notifications, ADR 0156): the real library in every
     * mode, as each browser vendor runs its own; a member's device picks which by its endpoint.
     */
    push: given.push ?? new WebPushService(config.PUSH_TIMEOUT_MS),
    close: () => {
      gameBooks?.close();
      fileStorage.close?.();
    },
  };
}

export type OutsideSystems = ReturnType<typeof outsideSystems>;
