import type pg from 'pg';
import type { Config } from '../config.ts';
import { FaultPlan } from './faults.ts';
import { SandboxGameBooks } from './games/sandbox-books.ts';
import { SandboxGameProvider } from './games/sandbox.ts';
import { sandboxGateways } from './payment-gateway/gateways.ts';
import { SandboxPayout } from './payout/sandbox.ts';
import type { PushService } from './push/port.ts';
import { WebPushService } from './push/web-push.ts';
import { HttpSlipVerifier } from './slip-verifier/http.ts';
import { SandboxSlipVerifier } from './slip-verifier/sandbox.ts';
import { HttpSmsSender } from './sms/http.ts';
import type { SmsSender } from './sms/port.ts';
import { SandboxSmsSender } from './sms/sandbox.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { SandboxTrueMoney } from './truemoney/sandbox.ts';

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
  const gameBooks = SandboxGameBooks.open(config.SANDBOX_GAMES_DIR);
  const sandboxSlipVerifier = new SandboxSlipVerifier(pool);
  const { gateways, faults: gatewayFaults } = sandboxGateways(config, pool, secret);
  return {
    sms:
      sms ??
      (config.SMS_ADAPTER === 'http'
        ? new HttpSmsSender(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN)
        : new SandboxSmsSender()),
    /** Fault injection for the sandbox game provider and payout rail. */
    faults,
    games: new SandboxGameProvider(gameBooks, faults, `${secret}:games`),
    payout: new SandboxPayout(pool, faults, config.SANDBOX_PAYOUT),
    gateways,
    gatewayFaults,
    slipStorage: new LocalDiskStorage(config.UPLOAD_DIR),
    slipVerifier:
      config.SLIP_VERIFIER === 'http'
        ? new HttpSlipVerifier(config.SLIP_VERIFIER_URL!, config.SLIP_VERIFIER_TOKEN)
        : sandboxSlipVerifier,
    /** The sandbox bank behind the slip verifier: its sandbox routes make slips it recognises. */
    sandboxSlipVerifier,
    trueMoney: new SandboxTrueMoney(pool),
    /**
     * The browsers' push services (phone notifications, ADR 0156): the real library in every
     * mode, as each browser vendor runs its own; a member's device picks which by its endpoint.
     */
    push: given.push ?? new WebPushService(config.PUSH_TIMEOUT_MS),
    close: () => gameBooks.close(),
  };
}

export type OutsideSystems = ReturnType<typeof outsideSystems>;
