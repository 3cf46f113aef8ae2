import type { FastifyInstance } from 'fastify';
import { SandboxBank } from '../../../adapters/bank-feed/sandbox-bank.ts';
import { SignedPushReader } from '../../../adapters/bank-feed/signed-push.ts';
import { StatementReader } from '../../../adapters/bank-feed/statement-files/statement-reader.ts';
import type { LiveBus } from '../../../lib/live-bus.ts';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { SecondApprover } from '../../wallet/index.ts';
import type { DepositDeps } from '../deps.ts';
import { AutoAmounts } from './auto-amounts.ts';
import { BankTransfers } from './bank-transfers.ts';
import { SlipClaims } from './slip-claims.ts';
import { BankFeedDevices } from './devices.ts';
import { BankFeedHealthCheck } from './feed-health.ts';
import { BankFeedIntake } from './feed-intake.ts';
import { BankFeedItems } from './feed-items.ts';
import { FeedOperatorCredits } from './operator-credits.ts';
import { bankFeedOperatorRoutes } from './operator-routes.ts';
import { StatementImport } from './statement-import.ts';
import { bankPushRoutes } from './push-routes.ts';
import { bankFeedRoutes } from './routes.ts';
import { bankFeedSandboxRoutes } from './sandbox-routes.ts';

export interface BankFeedDeps extends DepositDeps {
  operators: OperatorSide;
  /** The live bus: the feed's queue changes are published to it. */
  live: LiveBus;
  /** Credits on an operator's evidence (a file, a typed amount) fall under it (ADR 0131). */
  secondApprover: SecondApprover;
  /** Details /readyz shows without making the node unready (the feed's health). */
  readinessDetails?: Record<string, () => Promise<unknown>>;
}

/**
 * Automatic bank-transfer deposits (issue 23): the forwarded-notification and signed-push
 * sources, the unique amounts, and the sandbox bank. Returns the transfers, which the slip
 * channel asks before crediting (one transfer credits once, ADR 0075).
 */
export async function bankFeedModule(app: FastifyInstance, deps: BankFeedDeps, transfers: BankTransfers) {
  const pool = deps.db.$client;
  const { settings } = deps;
  const intake = new BankFeedIntake(pool, settings, transfers);
  const devices = new BankFeedDevices(pool);
  const pushKey = deps.config.BANK_FEED_PUSH_SECRET ?? `${deps.secret}:bank-feed-push`;
  const pushReader = new SignedPushReader(pushKey, deps.config.WEBHOOK_TOLERANCE_S);
  await app.register(bankFeedRoutes, {
    intake,
    devices,
    settings,
    autoAmounts: new AutoAmounts(pool, settings),
  });
  await app.register(bankPushRoutes, { reader: pushReader, intake, settings });
  // Statement files are read off the event loop, one worker: an operator's upload, now and then (ADR 0078).
  const reader = new StatementReader(1);
  app.addHook('onClose', () => reader.close());
  const health = new BankFeedHealthCheck(pool, settings);
  if (deps.readinessDetails) deps.readinessDetails.bankFeed = () => health.read();
  const credits = new FeedOperatorCredits(
    pool,
    deps.secondApprover,
    transfers,
    deps.operators,
    deps.live.queues,
  );
  const items = new BankFeedItems(pool, transfers, settings, deps.operators, credits);
  // The Auto deposits page is kept live as the money queues are (queue:changed, ADR 0098).
  deps.live.queues.summary('bankFeed', () => items.pending());
  await app.register(bankFeedOperatorRoutes, {
    pool,
    items,
    statements: new StatementImport(pool, settings, intake, reader, deps.operators, credits),
    credits,
    devices,
    health,
    operators: deps.operators,
  });
  // A transfer decided CREDITED that a crash left without its credit (ADR 0077).
  deps.jobs.recovery('bankTransfers', () => transfers.recoverUncredited(deps.config.RECOVERY_AGE_MS));
  if (deps.config.sandbox) {
    const phone = {
      id: 'dev_sandbox_phone',
      key: `${deps.secret}:sandbox-phone`.replaceAll(/[^A-Za-z0-9_-]/g, ''),
    };
    const bank = new SandboxBank(pool, pushKey, phone);
    app.addHook('onReady', async () => {
      await devices.register('sandbox phone', phone);
    });
    await app.register(bankFeedSandboxRoutes, { bank, intake, settings });
  }
  return { intake, devices };
}

export { BankTransfers, SlipClaims };
