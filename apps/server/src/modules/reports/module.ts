import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { DailyTotals, Ledger, LedgerAudits } from '../wallet/index.ts';
import { Figures } from './dashboard.ts';
import { JobActivityLog } from './job-activity.ts';
import { reportsOperatorRoutes } from './operator-routes.ts';

export interface ReportsDeps {
  config: Config;
  pool: pg.Pool;
  jobs: Jobs;
  live: LiveBus;
  metrics: Metrics;
  readiness: Record<string, () => Promise<unknown>>;
  ledger: Ledger;
  dailyTotals: DailyTotals;
  audits: LedgerAudits;
  operators: OperatorSide;
}

/**
 * The back-office's figures and reports (issue 27): read-only over the journal's daily sums,
 * the queues' counts, the kept ledger audits, the jobs' activity and the platform's health.
 */
export async function reportsModule(app: FastifyInstance, deps: ReportsDeps): Promise<void> {
  const figures = new Figures({
    config: deps.config,
    pool: deps.pool,
    dailyTotals: deps.dailyTotals,
    audits: deps.audits,
    ledger: deps.ledger,
    queues: deps.live.queues,
    jobs: new JobActivityLog(deps.jobs),
    metrics: deps.metrics,
    readiness: deps.readiness,
  });
  await app.register(reportsOperatorRoutes, {
    pool: deps.pool,
    figures,
    audits: deps.audits,
    operators: deps.operators,
  });
}
