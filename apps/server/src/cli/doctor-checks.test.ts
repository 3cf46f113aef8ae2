import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../test/harness.ts';
import { startFakeVendor, type FakeVendor } from '../../test/kits/fake-vendor.ts';
import { loadConfig } from '../config.ts';
import { formatDoctorLine, runDoctor, runDoctorChecks } from '../modules/health/index.ts';

const EASYSLIP_KEY = 'doctor-easyslip-key';
const SID = `AC${'0'.repeat(32)}`;
const TWILIO_TOKEN = 'f'.repeat(32);
const twilioAuth = `Basic ${Buffer.from(`${SID}:${TWILIO_TOKEN}`).toString('base64')}`;

let easyslip: FakeVendor;
let twilio: FakeVendor;
let databaseUrl: string;
const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-doctor-'));

beforeAll(async () => {
  databaseUrl = await cloneTemplate();
  // EasySlip's /me and Twilio's balance, as documented; a wrong key gets the documented refusal.
  easyslip = await startFakeVendor((request) =>
    request.headers.authorization === `Bearer ${EASYSLIP_KEY}`
      ? { status: 200, json: { status: 200, data: { usedQuota: 1, maxQuota: 100, remainingQuota: 99 } } }
      : { status: 401, json: { status: 401, message: 'unauthorized' } },
  );
  twilio = await startFakeVendor((request) =>
    request.headers.authorization === twilioAuth
      ? { status: 200, json: { currency: 'USD', balance: '5.00', account_sid: SID } }
      : { status: 401, json: { code: 20003, message: 'Authenticate', status: 401 } },
  );
});
afterAll(async () => {
  await easyslip.close();
  await twilio.close();
});

const env = () => ({
  NODE_ENV: 'production',
  TOKEN_SECRET: 'x'.repeat(40),
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  DATABASE_URL: databaseUrl,
  UPLOAD_DIR: uploadDir,
  SLIP_VERIFIER: 'easyslip',
  EASYSLIP_API_KEY: EASYSLIP_KEY,
  EASYSLIP_BASE_URL: easyslip.url,
  SMS_ADAPTER: 'twilio',
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
  TWILIO_FROM: '+8562012345678',
  TWILIO_BASE_URL: twilio.url,
});

const report = async (overrides: Record<string, string | undefined>) =>
  (await runDoctor({ ...env(), ...overrides })).map(formatDoctorLine);

describe('npm run doctor', () => {
  it('checks each part, one line each, every vendor by its harmless call', async () => {
    expect(await report({})).toEqual([
      'ok   config: NODE_ENV=production, SITE_VARIANT=th',
      'ok   database: reachable, migrations applied',
      'skip redis: REDIS_URL not set (one node)',
      `ok   storage: ${uploadDir} writable`,
      'ok   slip verifier (easyslip): quota 99 of 100 left',
      'ok   SMS gateway (twilio): balance 5.00 USD',
    ]);
  });

  it('fails the vendor whose credentials are refused, naming it and not the secret', async () => {
    const lines = await report({ EASYSLIP_API_KEY: 'revoked-key', TWILIO_AUTH_TOKEN: 'e'.repeat(32) });
    expect(lines).toContain('FAIL slip verifier (easyslip): answered HTTP 401 (unauthorized)');
    expect(lines).toContain('FAIL SMS gateway (twilio): answered HTTP 401 (error 20003)');
    expect(lines.join('\n')).not.toMatch(/revoked-key|eeee/);
  });

  it('fails a database it cannot reach, or one without our migrations', async () => {
    const missing = new URL(databaseUrl);
    missing.pathname = '/wallet_no_such_database';
    expect((await report({ DATABASE_URL: missing.toString() }))[1]).toMatch(
      /^FAIL database: .*does not exist/,
    );
    // A database of the same server with none of our tables.
    const name = `wallet_doctor_bare_${process.pid}`;
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const bare = new URL(databaseUrl);
    bare.pathname = `/${name}`;
    expect((await report({ DATABASE_URL: bare.toString() }))[1]).toBe(
      'FAIL database: reachable, but migrations are not all applied (a server start applies them)',
    );
  });

  it('fails storage it cannot write, and a Redis that does not answer', async () => {
    const file = path.join(uploadDir, 'a-file');
    writeFileSync(file, 'not a folder');
    const lines = await report({ UPLOAD_DIR: file, REDIS_URL: 'redis://:hunter2@127.0.0.1:1' });
    expect(lines[2]).toMatch(/^FAIL redis: redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    expect(lines[3]).toMatch(/^FAIL storage: /);
    expect(lines.join('\n')).not.toContain('hunter2');
  });

  it('answers within one deadline when a vendor hangs: that line fails, the others are all there', async () => {
    const silent = await startFakeVendor(() => 'hang');
    try {
      const started = Date.now();
      const lines = await runDoctorChecks(loadConfig({ ...env(), EASYSLIP_BASE_URL: silent.url }), {
        deadlineMs: 300,
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(lines.map(formatDoctorLine)).toEqual([
        'ok   config: NODE_ENV=production, SITE_VARIANT=th',
        'ok   database: reachable, migrations applied',
        'skip redis: REDIS_URL not set (one node)',
        `ok   storage: ${uploadDir} writable`,
        'FAIL slip verifier (easyslip): slip verifier (easyslip): no answer in 0.3 s',
        'ok   SMS gateway (twilio): balance 5.00 USD',
      ]);
    } finally {
      await silent.close();
    }
  });

  it('stops at a configuration that does not load, naming the variable', async () => {
    expect(await report({ EASYSLIP_API_KEY: undefined })).toEqual([
      'FAIL config: SLIP_VERIFIER=easyslip needs EASYSLIP_API_KEY (or EASYSLIP_API_KEY_FILE)',
    ]);
  });

  it('as a command, prints the lines and exits 1 on any failure, 0 when all is well', async () => {
    const run = (extra: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, 'doctor.ts')],
          {
            env: { PATH: process.env.PATH, ...env(), ...extra },
          },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', (code) => resolve({ code, out }));
      });
    const good = await run({});
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/ok {3}SMS gateway \(twilio\): balance 5\.00 USD\ndoctor: OK/);
    const bad = await run({ TWILIO_AUTH_TOKEN: 'e'.repeat(32) });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/FAIL SMS gateway \(twilio\)[^\n]*\ndoctor: FAILED/);
    // Two cold starts of the command through tsx, which compiles the server's modules each time:
    // seconds on an idle host, past 30 s at a load average of 15 on two cores.
  }, 120_000);
});
