import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeApi, pathOf, slipApi } from '@wallet/contract';
import { SettingsService } from '../src/modules/settings/index.ts';
import { connect, type Database } from '../src/db/client.ts';
import { zeroPng } from '../src/modules/deposit/slip/zero-png.ts';
import { TEST_SECRET, cloneTemplate } from './harness.ts';
import { latenciesWhile } from './latency.ts';
import { http, registerOverHttp, startServer, type ServerProcess } from './server-process.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * The slip QR workers under the real server compiled as production runs it (`node
 * dist/server.js`, its worker dist/slip-qr-worker.js loaded at the first slip, ADR 0069), not only
 * under vitest:
 * while six heavy slips are read, an unrelated GET over real HTTP still answers at once (ADR 0027).
 */
let database: Database;
let server: ServerProcess;
let uploadDir: string;
let member: { token: string };

beforeAll(async () => {
  const url = await cloneTemplate();
  database = connect(url, 2);
  // Slip upload open all day for this database.
  await new SettingsService(database.db).set({ slip: { closeFrom: '00:00', closeTo: '00:00' } });
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-slipw-'));
  server = await startServer({
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: process.env.TEST_NODE_ENV ?? 'test',
    SANDBOX: 'true',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    TOKEN_SECRET: TEST_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    UPLOAD_DIR: uploadDir,
    SANDBOX_GAMES_DIR: path.join(uploadDir, 'games'),
    SLIP_DECODE_WORKERS: '1',
    SLIP_UPLOADS_PER_MINUTE: '100',
  });
  member = await registerOverHttp(server.url);
}, BOOT_MS + SETTLE_MS);

afterAll(async () => {
  await server?.kill();
  await database?.close();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

async function upload(image: Buffer): Promise<{ status: number; body: { note?: string; message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${server.url}${pathOf(slipApi.upload)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
    signal: AbortSignal.timeout(110_000),
  });
  return { status: response.status, body: (await response.json()) as { note?: string } };
}

describe('slip QR reading in the real server process', () => {
  it(
    'reads six heavy slips in its worker while GET /api/wallet answers within 100 ms',
    { timeout: 120_000 },
    async () => {
      expect((await http.get(server.url, pathOf(homeApi.wallet), member.token)).status).toBe(200);
      const heavy = zeroPng(4000, 4000, 3, 8);
      const uploads = Promise.all(Array.from({ length: 6 }, () => upload(heavy)));
      const latency = await latenciesWhile(uploads, async () => {
        expect((await http.get(server.url, pathOf(homeApi.wallet), member.token)).status).toBe(200);
      });
      expect(await uploads).toEqual(
        Array(6).fill({ status: 200, body: expect.objectContaining({ note: 'UNSTABLE_REFNO_ON_SLIP' }) }),
      );
      expect(latency.count).toBeGreaterThan(5);
      // On the event loop each of these blocked every request for seconds (12 s for the first GET).
      expect(latency.p95).toBeLessThan(100);
      expect(latency.max).toBeLessThan(1000);
    },
  );
});
