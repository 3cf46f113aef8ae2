import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { errorHandler } from './error-handler.ts';
import { security } from './security.ts';
import { IMMUTABLE, REVALIDATE, web } from './web.ts';

const HTML = `<!doctype html><html><body>${'<p>member wallet</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const x = ${JSON.stringify('a'.repeat(4000))};`;
const BIG_JSON = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, note: 'deposit' })) };

/** A dist folder as the web build leaves it: each text file with its .br and .gz beside it. */
function writeDist(dir: string): void {
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': HTML,
    'sw.js': `self.x = ${JSON.stringify('b'.repeat(3000))};`,
    'assets/index-Ab12Cd34.js': SCRIPT,
    'assets/index-Ab12Cd34.css': 'body{margin:0}',
    'assets/logo-Ab12Cd34.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

/**
 * A Fastify app serving a fresh dist folder with the web plugin, after the app's one error handler
 * (the web plugin's refusals go through it, as every refusal) and the plugins `before` registers.
 */
function webAppOnDist(before: (app: FastifyInstance) => Promise<void>) {
  const made = { dist: '', app: Fastify() };
  beforeAll(async () => {
    made.dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeDist(made.dist);
    await made.app.register(errorHandler);
    await before(made.app);
    await made.app.register(web, { dist: made.dist });
  });
  afterAll(async () => {
    await made.app.close();
    rmSync(made.dist, { recursive: true, force: true });
  });
  return made;
}

describe('web: precompressed files and cache rules', () => {
  const made = webAppOnDist(async (app) => {
    await app.register(compression);
    app.get('/api/big', () => BIG_JSON);
    app.get('/api/small', () => ({ amount: '100.00' }));
  });

  it('sends the brotli copy of a hashed script to a browser that takes it, cached for a year', async () => {
    const res = await made.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await made.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await made.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('never lets index.html, a client route or the service worker be cached stale', async () => {
    for (const url of ['/index.html', '/user/home', '/login', '/sw.js']) {
      const res = await made.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('compresses JSON above the threshold and leaves small money replies alone', async () => {
    const big = await made.app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(BIG_JSON);
    const small = await made.app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ amount: '100.00' });
  });

  it('still answers unknown API paths in the catalogue shape, not with the app', async () => {
    const res = await made.app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'NO_DATA' });
  });
});

describe('web: security headers of documents and of hashed files', () => {
  const made = webAppOnDist(async (app) => {
    await app.register(security, { corsOrigins: [] });
  });

  it('sends a hashed script or stylesheet without the document-only headers, keeping the rest', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ab12Cd34.css']) {
      for (const encoding of ['br', '']) {
        const res = await made.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-security-policy'], url).toBeUndefined();
        expect(res.headers['x-frame-options'], url).toBeUndefined();
        expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['strict-transport-security'], url).toContain('max-age=');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      }
    }
  });

  it('keeps the document set on the app, the service worker, an image and a missing asset', async () => {
    for (const url of [
      '/user/home',
      '/index.html',
      '/sw.js',
      '/assets/logo-Ab12Cd34.svg',
      '/assets/gone-Zz99Yy88.js',
    ]) {
      const res = await made.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
