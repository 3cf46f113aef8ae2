import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Metrics } from '../../lib/metrics.ts';
import { fail } from '../../lib/app-error.ts';
import { checkReadiness, readinessDetails } from './readiness.ts';

export interface HealthRouteDeps {
  pool: pg.Pool;
  /** The platform's readiness checks besides the database's (redis). */
  readiness: Record<string, () => Promise<unknown>>;
  /** Shown under `details`; one that fails reads as null, and none makes the node unready. */
  details: Record<string, () => Promise<unknown>>;
  metrics: Metrics;
  /** Without a token there is no /metrics: its counts are business volume (ADR 0035). */
  metricsToken: string | undefined;
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Outside /api on purpose: a load balancer and Prometheus are not API clients, and the site
 * switch (a closed site answers 410 on /api) and the API's limits must not reach them. They
 * are left out of the API document.
 */
export async function healthRoutes(app: FastifyInstance, deps: HealthRouteDeps) {
  const hidden = { schema: { hide: true } };

  // Alive: the event loop answers. Nothing else, so a database outage does not restart nodes.
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (_request, reply) => {
    const [{ ready, checks }, details] = await Promise.all([
      checkReadiness(deps.pool, deps.readiness),
      readinessDetails(deps.details),
    ]);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks, details });
  });

  const token = deps.metricsToken;
  if (token) {
    app.get('/metrics', hidden, async (request, reply) => {
      if (!bearerMatches(request, token)) fail('UNAUTHORIZED');
      const body = await deps.metrics.registry.metrics();
      return reply.type(deps.metrics.registry.contentType).send(body);
    });
  }
}
