import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Buses } from '../../lib/bus.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { authPlugin } from './plugin.ts';
import { authRoutes } from './routes.ts';
import { KdfQueue } from './kdf-queue.ts';
import { AuthService } from './service.ts';
import type { SessionEnd } from './session-ends.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  secret: string;
  limiter: RateLimiter;
  buses: Buses;
}

/**
 * Member sessions: login and logout, and `app.requireMember` for every member route (the
 * plugin is not encapsulated, so the modules registered after it see it). Returns the service
 * for the modules that end or check sessions (profile, realtime).
 */
export async function authModule(app: FastifyInstance, { config, db, secret, limiter, buses }: AuthDeps) {
  const auth = new AuthService(
    db,
    secret,
    limiter,
    {
      perIp: config.LOGIN_LIMIT_PER_IP,
      failuresPerPhone: config.LOGIN_FAILURES_PER_PHONE,
      sessionCacheMs: config.SESSION_CACHE_MS,
    },
    new KdfQueue(config.KDF_QUEUE_MAX),
    app.log,
    buses.bus<SessionEnd>('session-ends'),
  );
  await app.register(authPlugin, { auth });
  await app.register(authRoutes, { auth });
  return auth;
}
