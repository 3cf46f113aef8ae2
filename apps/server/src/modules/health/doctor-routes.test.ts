import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorApi, type DoctorReport } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startFakeVendor, type FakeVendor } from '../../../test/kits/fake-vendor.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { DOCTOR_RUNS } from './doctor-routes.ts';

const KEY = 'doctor-route-easyslip-key';
/** The key EasySlip accepts; a test revokes it to see the line fail. */
let accepted = KEY;
let easyslip: FakeVendor;
let t: TestApp;
let admin: TestOperator;

beforeAll(async () => {
  // EasySlip's /me as documented: the quota, or 401 for a key it does not know.
  easyslip = await startFakeVendor((request) =>
    request.headers.authorization === `Bearer ${accepted}`
      ? { status: 200, json: { status: 200, data: { usedQuota: 3, maxQuota: 50, remainingQuota: 47 } } }
      : { status: 401, json: { status: 401, message: 'unauthorized' } },
  );
  t = await createTestApp({
    SLIP_VERIFIER: 'easyslip',
    EASYSLIP_API_KEY: KEY,
    EASYSLIP_BASE_URL: easyslip.url,
  });
  admin = await makeOperator(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await easyslip?.close();
});

const run = (operator: TestOperator) => call(t.app, doctorApi.run, { headers: operator.headers });

describe('the doctor from the settings screen (ADR 0192)', () => {
  it("answers the CLI's lines for an admin, the server's own database included, and audits the run", async () => {
    const response = await run(admin);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as DoctorReport;
    expect(report.lines.map((line) => [line.name, line.status])).toEqual([
      ['config', 'ok'],
      ['database', 'ok'],
      ['redis', 'skip'],
      ['storage', 'ok'],
      ['slip verifier (easyslip)', 'ok'],
      ['SMS gateway (sandbox)', 'skip'],
    ]);
    expect(report.lines[4]!.detail).toBe('quota 47 of 50 left');
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", target_type AS "targetType", after
       FROM operator_audit WHERE action = 'doctor.run'`,
    );
    expect(rows).toEqual([{ operatorId: admin.id, targetType: 'system', after: { failed: [] } }]);
  });

  it('names a refused vendor as failing, without its key, and audits which line failed', async () => {
    accepted = 'another-key';
    try {
      const response = await run(admin);
      const report = response.json() as DoctorReport;
      expect(report.lines[4]).toEqual({
        name: 'slip verifier (easyslip)',
        status: 'fail',
        detail: 'answered HTTP 401 (unauthorized)',
      });
      expect(response.body).not.toContain(KEY);
      const { rows } = await t.database.pool.query(
        `SELECT after FROM operator_audit WHERE action = 'doctor.run' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0].after).toEqual({ failed: ['slip verifier (easyslip)'] });
    } finally {
      accepted = KEY;
    }
  });

  it('is for admins only: finance and support are refused and no vendor is called', async () => {
    const before = easyslip.requests.length;
    for (const role of ['finance', 'support'] as const) {
      const response = await run(await makeOperator(t, role));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    }
    expect(easyslip.requests.length).toBe(before);
  });

  it('takes a few runs per window site-wide, whoever asks; then 429 with the wait, and no vendor call', async () => {
    const other = await makeOperator(t, 'admin');
    // Two runs above were this window's.
    for (let i = 2; i < DOCTOR_RUNS; i++) expect((await run(i % 2 ? admin : other)).statusCode).toBe(200);
    const before = easyslip.requests.length;
    const refused = await run(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'REQUEST_LIMIT' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(easyslip.requests.length).toBe(before);
  });
});
