import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { SandboxPayout } from '../../adapters/payout/sandbox.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { BonusWithdrawals } from '../bonus/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Idempotency, Ledger } from '../wallet/index.ts';
import { withdrawRoutes } from './routes.ts';
import { withdrawSandboxRoutes } from './sandbox-routes.ts';
import { Withdrawals } from './service.ts';

export interface WithdrawDeps {
  config: Config;
  pool: pg.Pool;
  settings: SettingsService;
  ledger: Ledger;
  idempotency: Idempotency;
  events: BalanceEvents;
  jobs: Jobs;
  /** The only payout rail until one is contracted. */
  payout: SandboxPayout;
  /** The bonus rule a withdrawal follows while a bonus is held. */
  bonusWithdrawals: BonusWithdrawals;
}

/** Withdrawals (POST /api/wallet/withdraw, withdrawAll), their recovery task and the sandbox rail's switch. */
export async function withdrawModule(app: FastifyInstance, deps: WithdrawDeps): Promise<void> {
  const withdrawals = new Withdrawals(
    deps.pool,
    deps.ledger,
    deps.payout,
    deps.settings,
    deps.events,
    deps.bonusWithdrawals,
  );
  deps.jobs.recovery('withdrawals', () => withdrawals.settlePending(deps.config.RECOVERY_AGE_MS));
  await app.register(withdrawRoutes, { withdrawals, idempotency: deps.idempotency });
  if (deps.config.sandbox) await app.register(withdrawSandboxRoutes, { payout: deps.payout });
}
