import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'backoffice-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Back-office</title>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ BACKOFFICE_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the back-office app at /backoffice/', () => {
  it('serves index.html for its client routes with its own strict policy', async () => {
    for (const url of ['/backoffice/', '/backoffice/queues/withdrawals']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Back-office');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const redirect = await t.app.inject({ method: 'GET', url: '/backoffice' });
    expect(redirect.statusCode).toBe(302);
  });

  it('serves its built files, and leaves the member app and the API alone', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/backoffice/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const api = await t.app.inject({ method: 'GET', url: '/api/backoffice/nothing-here' });
    expect(api.json()).toEqual({ message: 'NO_DATA' });
    const member = await t.app.inject({ method: 'GET', url: '/' });
    expect(member.headers['content-security-policy'] ?? '').not.toContain("frame-src 'none'");
  });
});
