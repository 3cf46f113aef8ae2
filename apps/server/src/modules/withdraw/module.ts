import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Payout, PayoutSwitch } from '../../adapters/payout/port.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { BonusWithdrawals } from '../bonus/index.ts';
import type { SettingGroupChanges, SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { withdrawOperatorRoutes } from './operator-routes.ts';
import { withdrawRoutes } from './routes.ts';
import { withdrawSandboxRoutes } from './sandbox-routes.ts';
import { Withdrawals } from './service.ts';
import { WithdrawalDecisions, type IndependentApprover } from './decisions.ts';
import { WithdrawalQueue } from './withdrawal-queue.ts';
import { PayoutDesk, type ReturnApprover } from './payout-desk.ts';
import { BatchResults } from './payout-files/batch-results.ts';
import { PayoutBatches } from './payout-files/payout-batches.ts';
import { payoutFileRoutes } from './payout-files/routes.ts';

export interface WithdrawDeps {
  config: Config;
  pool: pg.Pool;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  jobs: Jobs;
  /** The payout rail PAYOUT_RAIL chose (the sandbox, or finance paying by hand: ADR 0146). */
  payout: Payout;
  /** The sandbox rail, whose answer the sandbox API switches (sandbox only). */
  sandboxPayout: PayoutSwitch;
  /** The bonus rule a withdrawal follows while a bonus is held. */
  bonusWithdrawals: BonusWithdrawals;
  /** The live bus: queue changes are published to it. */
  live: LiveBus;
  operators: OperatorSide;
  /**
   * The operator-credit rule (ADR 0054): whether a second approver is independent of the first,
   * and the limits a payout's return to the wallet counts against (ADR 0186).
   */
  secondApprover: IndependentApprover & ReturnApprover;
}

/**
 * Withdrawals (POST /api/wallet/withdraw, withdrawAll), their recovery task, the sandbox rail's
 * switch, and the operators' approval queue (its routes under the back-office's guards).
 */
export async function withdrawModule(app: FastifyInstance, deps: WithdrawDeps): Promise<void> {
  const decisions = new WithdrawalDecisions(
    deps.pool,
    deps.ledger,
    deps.events,
    deps.bonusWithdrawals,
    deps.settings,
    deps.secondApprover,
  );
  const withdrawals = new Withdrawals(
    deps.pool,
    deps.ledger,
    deps.payout,
    deps.settings,
    deps.events,
    deps.bonusWithdrawals,
    decisions,
    deps.config.PAYOUT_TIMEOUT_MS,
    (movement) => deps.live.queues.changed('withdrawals', 'added', movement.id),
  );
  const queue = new WithdrawalQueue(deps.pool, withdrawals, decisions, deps.live.queues, deps.operators, () =>
    deps.settings.get('withdrawalRisk'),
  );
  const desk = new PayoutDesk(
    deps.pool,
    deps.ledger,
    withdrawals,
    deps.live.queues,
    deps.operators,
    deps.secondApprover,
  );
  deps.jobs.recovery('withdrawals', () => withdrawals.settlePending(deps.config.RECOVERY_AGE_MS));
  await app.register(withdrawRoutes, { withdrawals, idempotency: deps.idempotency });
  await app.register(withdrawOperatorRoutes, {
    queue,
    desk,
    operators: deps.operators,
    changes: deps.settingChanges,
  });
  // Bulk payment files beside the desk (ADR 0173), in their own scope for the result file's multipart body.
  await app.register(payoutFileRoutes, {
    batches: new PayoutBatches(deps.pool, deps.ledger, deps.live.queues, deps.operators),
    results: new BatchResults(
      deps.pool,
      deps.ledger,
      desk,
      (tx) => decisions.secondApproverAbove(tx),
      deps.secondApprover,
      deps.operators,
    ),
    operators: deps.operators,
  });
  if (deps.config.sandbox) await app.register(withdrawSandboxRoutes, { payout: deps.sandboxPayout });
}
