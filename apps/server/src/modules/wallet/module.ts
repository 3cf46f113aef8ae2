import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { BalanceEvents } from './events.ts';
import { Idempotency } from './idempotency.ts';
import { Ledger } from './ledger.ts';
import { walletSandboxRoutes } from './sandbox-routes.ts';

export interface WalletDeps {
  config: Config;
  pool: pg.Pool;
  jobs: Jobs;
}

/**
 * The ledger core: the ledger, idempotency and balance events every money module is built
 * on (returned for them), the books' audit once the first recovery round has settled what a
 * crash left, and the sandbox credit.
 */
export async function walletModule(app: FastifyInstance, { config, pool, jobs }: WalletDeps) {
  const ledger = new Ledger(pool);
  const idempotency = new Idempotency(pool);
  const events = new BalanceEvents();
  jobs.afterFirstRecovery('ledgerAudit', async () => {
    const report = await ledger.audit();
    if (report.ok) app.log.info({ journals: report.journals, totals: report.totals }, 'ledger audit passed');
    else app.log.error({ report }, 'LEDGER AUDIT FAILED');
  });
  if (config.sandbox) await app.register(walletSandboxRoutes, { pool, ledger, events });
  return { ledger, idempotency, events };
}
