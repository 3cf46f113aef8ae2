import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { errorHandler } from './error-handler.ts';
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
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

describe('web: precompressed files and cache rules', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeDist(dist);
    app = Fastify();
    // The app's one error handler: the web plugin's refusals go through it, as every refusal.
    await app.register(errorHandler);
    await app.register(compression);
    app.get('/api/big', () => BIG_JSON);
    app.get('/api/small', () => ({ amount: '100.00' }));
    await app.register(web, { dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed script to a browser that takes it, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('never lets index.html, a client route or the service worker be cached stale', async () => {
    for (const url of ['/index.html', '/user/home', '/login', '/sw.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('compresses JSON above the threshold and leaves small money replies alone', async () => {
    const big = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(BIG_JSON);
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ amount: '100.00' });
  });

  it('still answers unknown API paths in the catalogue shape, not with the app', async () => {
    const res = await app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'NO_DATA' });
  });
});
