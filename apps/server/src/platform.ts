import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { outsideSystems } from './adapters/index.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { AdvisoryJobLock } from './lib/job-lock.ts';
import { Jobs } from './lib/jobs.ts';
import { Metrics } from './lib/metrics.ts';
import { PhoneChecks } from './lib/phone-checks.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { resolveSecret } from './lib/secret.ts';
import { httpMetrics } from './plugins/http-metrics.ts';
import { warnSandboxInProduction } from './sandbox-parts.ts';

/**
 * What every module is built on besides other modules: the config and database, the server
 * secret, the jobs registry (one node runs each job: ADR 0034), the limits, the metrics, and
 * the outside systems (adapters/index.ts lists them).
 */
export async function createPlatform(app: FastifyInstance, config: Config, db: Db, sms?: SmsSender) {
  // First, so that every route registered after it is counted.
  const metrics = new Metrics();
  await app.register(httpMetrics, { metrics });
  warnSandboxInProduction(config, app.log);
  const pool = db.$client;
  const secret = await resolveSecret(db, config.TOKEN_SECRET);
  const outside = outsideSystems(config, pool, secret, sms);
  app.addHook('onClose', async () => outside.close());
  const jobs = new Jobs(new AdvisoryJobLock(pool));
  const limiter = new RateLimiter(db);
  // One count per address over every answer that tells whether a phone is registered.
  const phoneChecks = new PhoneChecks(limiter, config.PHONE_CHECKS_PER_IP);
  return { base: { config, db, pool, secret, jobs, limiter, phoneChecks, metrics }, outside };
}
