import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuditOutcome, Ledger } from '../wallet/index.ts';
import { doctorRoutes } from './doctor-routes.ts';
import { healthRoutes } from './routes.ts';

export interface HealthDeps {
  config: Config;
  pool: pg.Pool;
  /** The platform's readiness checks besides the database's (redis when configured). */
  readiness: Record<string, () => Promise<unknown>>;
  /** Details /readyz shows that never make the node unready (modules register them later). */
  readinessDetails?: Record<string, () => Promise<unknown>>;
  jobs: Jobs;
  metrics: Metrics;
  ledger: Ledger;
  audit: AuditOutcome;
  /** The doctor on demand is an operator route (ADR 0192): registered after the back-office's side. */
  operators: OperatorSide;
  limiter: RateLimiter;
}

/**
 * Liveness and readiness for a load balancer, and the metrics read on scrape: the pool's
 * connections, the recovery backlog, the start audit's verdict; job outcomes as they happen.
 * The HTTP metrics are a hook on the whole app (plugins/http-metrics.ts). And `npm run doctor`'s
 * checks, which an admin runs from the settings screen (ADR 0192).
 */
export async function healthModule(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  const { config, pool, jobs, metrics, ledger, audit } = deps;
  jobs.onOutcome((job, outcome) => metrics.jobRuns.inc({ job, outcome }));
  metrics.onScrapeBy('wallet_db_pool_connections', 'PostgreSQL pool connections by state', 'state', () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  metrics.onScrape(
    'wallet_recovery_backlog',
    'PENDING movements older than RECOVERY_AGE_MS, waiting for the recovery job',
    () => ledger.pendingBacklog(config.RECOVERY_AGE_MS),
  );
  metrics.onScrape(
    'wallet_ledger_audit_passed',
    'The start audit of the books: 1 passed, 0 failed, NaN not run yet',
    () => (audit.passed === undefined ? Number.NaN : Number(audit.passed)),
  );
  await app.register(healthRoutes, {
    pool,
    readiness: deps.readiness,
    details: deps.readinessDetails ?? {},
    metrics,
    metricsToken: config.METRICS_TOKEN,
  });
  await app.register(doctorRoutes, { config, pool, limiter: deps.limiter, operators: deps.operators });
}
