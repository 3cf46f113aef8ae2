import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { BalanceEvents } from './events.ts';
import { Idempotency } from './idempotency.ts';
import { Ledger } from './ledger.ts';
import { walletSandboxRoutes } from './sandbox-routes.ts';

/** The start audit's verdict: undefined until it has run. */
export interface AuditOutcome {
  passed: boolean | undefined;
}

export interface WalletDeps {
  config: Config;
  pool: pg.Pool;
  jobs: Jobs;
  live: LiveBus;
}

/**
 * The ledger core: the ledger, idempotency and balance events every money module is built
 * on (returned for them), the books' audit once the first recovery round has settled what a
 * crash left (its outcome kept for the metrics), and the sandbox credit.
 */
export async function walletModule(app: FastifyInstance, { config, pool, jobs, live }: WalletDeps) {
  const ledger = new Ledger(pool);
  const idempotency = new Idempotency(pool);
  const events = new BalanceEvents(live.balances);
  const audit: AuditOutcome = { passed: undefined };
  jobs.afterFirstRecovery('ledgerAudit', async () => {
    const report = await ledger.audit();
    audit.passed = report.ok;
    if (report.ok) app.log.info({ journals: report.journals, totals: report.totals }, 'ledger audit passed');
    else app.log.error({ report }, 'LEDGER AUDIT FAILED');
  });
  if (config.sandbox) await app.register(walletSandboxRoutes, { pool, ledger, events });
  return { ledger, idempotency, events, audit };
}
