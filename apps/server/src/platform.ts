import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { outsideSystems, type OutsideSystems } from './adapters/index.ts';
import { meteredOutside } from './adapters/metered.ts';
import type { PushService } from './adapters/push/port.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { AdvisoryJobLock } from './lib/job-lock.ts';
import { Jobs } from './lib/jobs.ts';
import { LiveBus } from './lib/live-bus.ts';
import { Metrics } from './lib/metrics.ts';
import { PhoneChecks } from './lib/phone-checks.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { resolveSecret } from './lib/secret.ts';
import { localSharedState, type SharedState } from './lib/shared-state.ts';
import { httpMetrics } from './plugins/http-metrics.ts';
import { warnSandboxInProduction } from './sandbox-parts.ts';

/** One node's state in PostgreSQL and memory, or, with REDIS_URL, the state every node shares. */
async function sharedState(
  app: FastifyInstance,
  config: Config,
  db: Db,
  metrics: Metrics,
): Promise<SharedState> {
  if (!config.REDIS_URL) return localSharedState(db);
  // Loaded only with Redis: ioredis and the socket.io adapter stay out of a single node's memory.
  const { connectRedisState } = await import('./adapters/redis/index.ts');
  return connectRedisState({
    url: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    db,
    onError: (operation) => metrics.redisErrors.inc({ operation }),
    log: app.log,
  });
}

/**
 * What every module is built on besides other modules: the config and database, the server
 * secret, the jobs registry (one node runs each job: ADR 0034), the limits, the buses every
 * node hears, the live bus modules publish pushes to, and the socket fan-out (in Redis when
 * REDIS_URL is set), the metrics, and the outside systems (adapters/index.ts lists them): as
 * built or given (`outside`, what another app may share) and as this app's modules call them,
 * every call counted in this app's metrics (`counted`, ADR 0116).
 */
export async function createPlatform(
  app: FastifyInstance,
  config: Config,
  db: Db,
  given: { sms?: SmsSender; push?: PushService; outside?: OutsideSystems } = {},
) {
  // First, so that every route registered after it is counted.
  const metrics = new Metrics();
  await app.register(httpMetrics, { metrics });
  warnSandboxInProduction(config, app.log);
  const pool = db.$client;
  const secret = await resolveSecret(db, config.TOKEN_SECRET);
  const shared = await sharedState(app, config, db, metrics);
  // onClose runs after socket.io has closed (preClose), whose adapter still needs Redis.
  app.addHook('onClose', async () => shared.close());
  // Outside systems given by another app are that app's to close.
  const outside = given.outside ?? outsideSystems(config, pool, secret, given);
  if (!given.outside) app.addHook('onClose', async () => outside.close());
  // A missing bucket or a refused key stops the start here, in words naming the variable (ADR 0140).
  if (!given.outside) await outside.fileStorage.check();
  const jobs = new Jobs(new AdvisoryJobLock(pool), config.RECOVERY_TASK_TIMEOUT_MS);
  const limiter = new RateLimiter(shared.limiterStore);
  // One count per address over every answer that tells whether a phone is registered.
  const phoneChecks = new PhoneChecks(limiter, config.PHONE_CHECKS_PER_IP);
  const { buses, socketAdapter, readiness } = shared;
  const live = new LiveBus(buses);
  return {
    base: {
      config,
      db,
      pool,
      secret,
      jobs,
      limiter,
      phoneChecks,
      metrics,
      buses,
      live,
      readiness,
      // What /readyz tells besides readiness, filled by the modules (the bank feed's health).
      readinessDetails: {} as Record<string, () => Promise<unknown>>,
    },
    outside,
    counted: meteredOutside(outside, metrics),
    socketAdapter,
  };
}
