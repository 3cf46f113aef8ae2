import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app and falls back to index.html for client routes. Unknown
 * /api paths answer NO_DATA in the catalogue shape instead.
 */
export const web = fp(async (app: FastifyInstance, { dist }: { dist: string }) => {
  const hasWeb = existsSync(`${dist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const apiCall = request.url.startsWith('/api') || request.url.startsWith('/socket.io');
    if (apiCall || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'NO_DATA' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
