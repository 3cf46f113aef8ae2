import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../lib/metrics.ts';

/**
 * Counts and times every answer by method, route pattern and status. The pattern
 * (`/api/games/:code`), never the URL: ids and tokens in paths would make a label value per
 * member. Requests no route matched share one label.
 */
export const httpMetrics = fp(async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
});
