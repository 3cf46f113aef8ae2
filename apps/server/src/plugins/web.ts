import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { fail } from '../lib/app-error.ts';
import { withoutDocumentHeaders } from './security.ts';

/**
 * Vite names every file under assets/ by its content hash: a changed file is a new URL. The path
 * is the file sent, so it may be the .br or .gz copy.
 */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8,}\.(\w+)(\.br|\.gz)?$/;
/**
 * The kinds of hashed file no browser opens as a document: scripts, stylesheets, fonts. An SVG or
 * an image can be opened as one, and keeps the document headers.
 */
const SUBRESOURCE_TYPES = new Set(['js', 'css', 'woff2']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * index.html, the service worker and the manifest keep their names across releases: the browser
 * must ask every time (a 304 costs a round trip; a stale service worker would pin an old release).
 */
export const REVALIDATE = 'no-cache';

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const hashed = HASHED_ASSET.exec(path);
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  if (!hashed) return;
  // Never revalidated: its validators would only be bytes on each fetch (issue 44).
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  if (SUBRESOURCE_TYPES.has(hashed[1]!)) withoutDocumentHeaders(reply);
}

/**
 * Serves the built web app and falls back to index.html for client routes. Unknown
 * /api paths answer NO_DATA in the catalogue shape instead. The build writes a brotli and a
 * gzip copy beside every text file (apps/web/build/precompress.ts); the copy the browser
 * accepts is sent as is, with `Content-Encoding` and `Vary: accept-encoding`.
 */
export const web = fp(
  async (app: FastifyInstance, { dist }: { dist: string }) => {
    const hasWeb = existsSync(`${dist}/index.html`);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const apiCall = request.url.startsWith('/api') || request.url.startsWith('/socket.io');
      if (apiCall || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
        fail('NO_DATA');
      }
      // setCacheHeaders marks it no-cache: client routes share index.html.
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);
