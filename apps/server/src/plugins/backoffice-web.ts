import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The back-office app's own, stricter policy: operators' screens load nothing from elsewhere
 * (the TOTP QR code is a data: URL, slip images come from this origin), are never framed,
 * and frame nothing.
 */
const BACKOFFICE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "script-src 'self'",
  "connect-src 'self' ws: wss:",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const BACKOFFICE_HEADERS = {
  'content-security-policy': BACKOFFICE_CSP,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * Serves the built back-office app (apps/backoffice/dist) at /backoffice/ when its index.html
 * exists, with index.html for the app's client routes. Encapsulated: its headers and static
 * files do not reach the member app.
 */
export async function backofficeWeb(app: FastifyInstance, { dist }: { dist: string }): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === '/backoffice' || request.url.startsWith('/backoffice/'))
      void reply.headers(BACKOFFICE_HEADERS);
    done();
  });
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/backoffice/',
    decorateReply: false,
    wildcard: false,
    index: false,
    maxAge: '1h',
  });
  app.get('/backoffice', (_request, reply) => reply.redirect('/backoffice/'));
  app.get('/backoffice/*', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(index)),
  );
}
