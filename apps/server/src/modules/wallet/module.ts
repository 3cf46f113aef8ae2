import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { LedgerAudits } from './audit-runs.ts';
import { DailyTotals, dayOf } from './daily-totals.ts';
import { BalanceEvents } from './events.ts';
import { Idempotency } from './idempotency.ts';
import { Ledger } from './ledger.ts';
import { walletSandboxRoutes } from './sandbox-routes.ts';

const DAY_MS = 86_400_000;
/** How far back the scheduled run rolls up closed days it finds missing (the dashboard's 30 and a margin). */
const ROLLUP_DAYS = 35;

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
  const audits = new LedgerAudits(pool);
  const dailyTotals = new DailyTotals(pool);
  const check = async (trigger: 'start' | 'schedule') => {
    // Roll up the closed days first, so the audit also checks the rollup the dashboard reads.
    const now = new Date();
    await dailyTotals.rollUp(dayOf(new Date(now.getTime() - ROLLUP_DAYS * DAY_MS)), dayOf(now), now);
    const { report } = await audits.run(trigger);
    audit.passed = report.ok;
    if (report.ok) app.log.info({ journals: report.journals, totals: report.totals }, 'ledger audit passed');
    else app.log.error({ report }, 'LEDGER AUDIT FAILED');
  };
  jobs.afterFirstRecovery('ledgerAudit', () => check('start'));
  jobs.every('ledgerAudit', config.LEDGER_AUDIT_EVERY_MS, () => check('schedule'));
  if (config.sandbox) await app.register(walletSandboxRoutes, { pool, ledger, events });
  return { ledger, idempotency, events, audit, audits, dailyTotals };
}
