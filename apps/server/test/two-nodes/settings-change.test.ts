import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { call } from '../call.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { makeOperator, type TestOperator } from '../kits/operators.ts';
import { changeMoneySettings } from '../kits/setting-changes.ts';
import { registerMember } from '../members.ts';
import { settingDefaults } from '../../src/modules/settings/index.ts';
import { sourceRows } from '../../src/db/seed/reference-data.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * An admin's change in the back-office (issue 26) reaches the member site of a second node within
 * 5 s, through the settings bus on Redis: the limits, the Lao agreement, the site switch.
 */
const prefix = testPrefix();
let first: TestApp;
let second: TestApp;
let admin: TestOperator;
/** withdrawMax is a money-control setting (ADR 0130): it applies when a second admin confirms it. */
let secondAdmin: TestOperator;

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl(), REDIS_PREFIX: prefix, OPERATOR_LOGIN_LIMIT_PER_IP: '1000' };
  first = await createTestApp(env);
  second = await createTestApp(env, { sameDatabaseAs: first });
  admin = await makeOperator(first, 'admin');
  secondAdmin = await makeOperator(first, 'admin');
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await flushPrefix(prefix);
});

/** Polls the second node until `seen` holds; the time it took, or a failure after 5 s. */
async function secondNodeSees(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > 5000) throw new Error('the second node did not see the change within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe('a back-office settings change on one node', () => {
  it('reaches the second node within 5 s: withdrawMax and the Lao agreement', async () => {
    // The second node has both cached.
    await call(second.app, contract.lookupApi.withdraw);
    await call(second.app, contract.lookupApi.agreements, { headers: { 'accept-language': 'lo' } });
    const agreements = [{ th: '<p>ยอมรับ</p>', la: '<p>ຂ້ອຍຍອມຮັບ ສອງໂນດ</p>' }];
    const changed = await changeMoneySettings(first, admin, secondAdmin, 'withdraw', {
      withdraw: { withdrawMin: 100, withdrawMax: 12_345 },
    });
    expect(changed?.status).toBe('APPLIED');
    await call(first.app, contract.settingsOperatorApi.lookup.change, {
      headers: admin.headers,
      body: { agreements },
    });
    try {
      const limits = await secondNodeSees(
        async () => (await call(second.app, contract.lookupApi.withdraw)).json().withdrawMax === 12_345,
      );
      const lao = await secondNodeSees(async () =>
        (
          await call(second.app, contract.lookupApi.agreements, { headers: { 'accept-language': 'lo' } })
        ).body.includes('ສອງໂນດ'),
      );
      // Heard on the bus, not after the 2 s cache expired.
      expect(limits).toBeLessThan(1500);
      expect(lao).toBeLessThan(1500);
    } finally {
      await changeMoneySettings(first, admin, secondAdmin, 'withdraw', {
        withdraw: settingDefaults.withdraw,
      });
      await call(first.app, contract.settingsOperatorApi.lookup.change, {
        headers: admin.headers,
        body: { agreements: settingDefaults.agreements },
      });
    }
  });

  it('an admin closing the site closes it on the second node too', async () => {
    expect((await call(second.app, contract.lookupApi.active)).statusCode).toBe(200);
    await call(first.app, contract.settingsOperatorApi.site.change, {
      headers: admin.headers,
      body: { siteActive: false },
    });
    try {
      await secondNodeSees(
        async () => (await call(second.app, contract.lookupApi.active)).statusCode === 410,
      );
    } finally {
      await call(first.app, contract.settingsOperatorApi.site.change, {
        headers: admin.headers,
        body: { siteActive: true },
      });
    }
    // Reopening travels the same bus, so the second node hears it a moment later, not at once.
    await secondNodeSees(async () => (await call(second.app, contract.lookupApi.active)).statusCode === 200);
  });

  it('a settings table row saved on one node (a new source, Lao name) reaches the second within 5 s', async () => {
    // The second node has the sources cached (60 s).
    await call(second.app, contract.lookupApi.sources, { headers: { 'accept-language': 'lo' } });
    const saved = await call(first.app, contract.settingTablesApi.sources.save, {
      headers: admin.headers,
      params: { code: 'twonodes' },
      body: { description: { th: 'สองโหนด', la: 'ສອງໂນດ ແຫຼ່ງ' }, sort: 90 },
    });
    expect(saved.statusCode).toBe(200);
    const took = await secondNodeSees(async () =>
      (
        await call(second.app, contract.lookupApi.sources, { headers: { 'accept-language': 'lo' } })
      ).body.includes('ສອງໂນດ ແຫຼ່ງ'),
    );
    expect(took).toBeLessThan(1500);
  });

  it('a settings table row renamed on one node (a seeded source, Lao name) reaches the second within 5 s', async () => {
    const source = sourceRows[0]!;
    const lao = () => call(second.app, contract.lookupApi.sources, { headers: { 'accept-language': 'lo' } });
    // The second node has the sources cached (60 s) under their old name.
    expect((await lao()).body).not.toContain('ສອງໂນດ ປ່ຽນຊື່');
    const renamed = await call(first.app, contract.settingTablesApi.sources.save, {
      headers: admin.headers,
      params: { code: source.code },
      body: { description: { ...source.description, la: 'ສອງໂນດ ປ່ຽນຊື່' }, sort: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    try {
      const took = await secondNodeSees(async () => (await lao()).body.includes('ສອງໂນດ ປ່ຽນຊື່'));
      expect(took).toBeLessThan(1500);
    } finally {
      await call(first.app, contract.settingTablesApi.sources.save, {
        headers: admin.headers,
        params: { code: source.code },
        body: { description: source.description, sort: 0 },
      });
    }
  });

  it("the one-time password's life set on one node is what a reset on the second answers (ADR 0124)", async () => {
    const member = await registerMember(first.app, first.sms);
    const { rows } = await first.database.pool.query<{ id: number }>(
      'SELECT id::int FROM members WHERE username = $1',
      [member.username],
    );
    const reset = () =>
      call(second.app, contract.accountOperatorApi.resetPassword, {
        headers: admin.headers,
        params: { memberId: rows[0]!.id },
        body: { reason: 'two nodes' },
      });
    // The second node has the settings cached.
    expect((await reset()).json().validMinutes).toBe(30);
    const changed = await call(first.app, contract.settingsOperatorApi.account.change, {
      headers: admin.headers,
      body: { passwordReset: { validMinutes: 7 } },
    });
    expect(changed.statusCode).toBe(200);
    try {
      const took = await secondNodeSees(async () => (await reset()).json().validMinutes === 7);
      expect(took).toBeLessThan(1500);
    } finally {
      await call(first.app, contract.settingsOperatorApi.account.change, {
        headers: admin.headers,
        body: { passwordReset: settingDefaults.passwordReset },
      });
    }
  });
});
