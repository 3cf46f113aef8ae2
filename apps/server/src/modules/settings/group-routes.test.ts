import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { changeMoneySettings } from '../../../test/kits/setting-changes.ts';
import { settingDefaults } from './index.ts';

/** The settings groups' routes (ADR 0086): read by every role, changed by admin, audited, checked. */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
const api = contract.settingsOperatorApi;
let admin: TestOperator;
let support: TestOperator;
/** The second admin a money-control change waits for (ADR 0130). */
let secondAdmin: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  secondAdmin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
});

async function auditRows(group: string) {
  const { rows } = await t.database.pool.query<{
    operatorId: number;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>(
    `SELECT operator_id::int AS "operatorId", before, after FROM operator_audit
      WHERE action = 'settings.update' AND target_type = 'settings' AND target_id = $1 ORDER BY id`,
    [group],
  );
  return rows;
}

describe('withdraw limits', () => {
  it('withdrawMax changed by two admins: the member lookup shows it once confirmed, audited before and after', async () => {
    // A money-control setting (ADR 0130): it applies when the second admin confirms it.
    await changeMoneySettings(t, admin, secondAdmin, 'withdraw', {
      withdraw: { withdrawMin: 100, withdrawMax: 25_000 },
    });
    expect((await call(t.app, contract.lookupApi.withdraw)).json()).toEqual({
      withdrawMin: 100,
      withdrawMax: 25_000,
    });
    const rows = await auditRows('withdraw');
    expect(rows.at(-1)).toEqual({
      operatorId: secondAdmin.id,
      before: { withdraw: settingDefaults.withdraw },
      after: { withdraw: { withdrawMin: 100, withdrawMax: 25_000 } },
    });
    await changeMoneySettings(t, admin, secondAdmin, 'withdraw', { withdraw: settingDefaults.withdraw });
  });

  it('refuses a minimum above the maximum with LIMITS_REVERSED beside withdrawMax, changing nothing', async () => {
    const audits = (await auditRows('withdraw')).length;
    const response = await call(t.app, api.withdraw.change, {
      headers: admin.headers,
      body: { withdraw: { withdrawMin: 500, withdrawMax: 400 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'LIMITS_REVERSED', field: 'withdraw.withdrawMax' });
    expect((await auditRows('withdraw')).length).toBe(audits);
    expect((await call(t.app, contract.lookupApi.withdraw)).json()).toEqual(settingDefaults.withdraw);
  });

  it('refuses a negative or fractional-satang amount with KEY_INVALID naming the field', async () => {
    for (const withdrawMin of [-1, 10.005]) {
      const response = await call(t.app, api.withdraw.change, {
        headers: admin.headers,
        body: { withdraw: { withdrawMin, withdrawMax: 400 } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'KEY_INVALID', field: 'withdraw.withdrawMin' });
    }
  });

  it('a support operator reads the group but may not change it', async () => {
    const read = await call(t.app, api.withdraw.read, { headers: support.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ withdraw: settingDefaults.withdraw });
    const change = await call(t.app, api.withdraw.change, {
      headers: support.headers,
      body: { withdraw: { withdrawMin: 1, withdrawMax: 2 } },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});

describe('the reason a money group asks for (issue 41)', () => {
  it('is kept in the change history with a setting of that group that applies at once', async () => {
    const withdrawalRisk = { ...settingDefaults.withdrawalRisk, withdrawalsPerDay: 5 };
    const change = await call(t.app, api.withdraw.change, {
      headers: admin.headers,
      body: { withdrawalRisk, reason: 'more withdrawals a day before the holiday' },
    });
    expect(change.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ reason: string | null; after: object }>(
      `SELECT reason, after FROM operator_audit
        WHERE action = 'settings.update' AND target_id = 'withdraw' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      reason: 'more withdrawals a day before the holiday',
      after: { withdrawalRisk },
    });
    await call(t.app, api.withdraw.change, {
      headers: admin.headers,
      body: { withdrawalRisk: settingDefaults.withdrawalRisk, reason: 'back' },
    });
  });
});

describe('kip amounts: the deposit per spin coin (ADR 0174)', () => {
  const kipAmounts = settingDefaults.kipAmounts;

  it('refuses a figure of 0 or of part of a kip (KEY_INVALID), or none (KEY_MISSING), naming the field', async () => {
    const { depositKipPerCoin: _none, ...without } = kipAmounts;
    for (const [sent, message] of [
      [{ ...kipAmounts, depositKipPerCoin: 0 }, 'KEY_INVALID'],
      [{ ...kipAmounts, depositKipPerCoin: 1_000.5 }, 'KEY_INVALID'],
      [without, 'KEY_MISSING'],
    ] as const) {
      const response = await call(t.app, api.withdraw.change, {
        headers: admin.headers,
        body: { kipAmounts: sent, reason: 'test change' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: 'kipAmounts.depositKipPerCoin' });
    }
  });

  it('reads 65,000 kip by default; two admins change it and the group reads the new figure', async () => {
    const read = async () =>
      (await call(t.app, api.withdraw.read, { headers: support.headers })).json<{
        kipAmounts: { depositKipPerCoin: number };
      }>().kipAmounts.depositKipPerCoin;
    expect(await read()).toBe(65_000);
    await changeMoneySettings(t, admin, secondAdmin, 'withdraw', {
      kipAmounts: { ...kipAmounts, depositKipPerCoin: 70_000 },
    });
    expect(await read()).toBe(70_000);
    await changeMoneySettings(t, admin, secondAdmin, 'withdraw', { kipAmounts });
    expect(await read()).toBe(65_000);
  });
});

describe('texts', () => {
  it('strips a <script> from the conditions on save, keeping each language', async () => {
    const conditions = [
      {
        th: '<p>ข้อ 1</p><script>alert(1)</script>',
        la: '<p onclick="x()">ຂໍ້ 1</p><img src=x onerror=alert(1)>',
        en: '<p>Rule 1 <a href="javascript:alert(1)">x</a></p>',
      },
    ];
    const response = await call(t.app, api.lookup.change, { headers: admin.headers, body: { conditions } });
    expect(response.statusCode).toBe(200);
    const saved = response.json().conditions as contract.OperatorText[];
    expect(saved).toEqual([{ th: '<p>ข้อ 1</p>', la: '<p>ຂໍ້ 1</p>', en: '<p>Rule 1 <a>x</a></p>' }]);
    const lao = await call(t.app, contract.lookupApi.conditions, { headers: { 'accept-language': 'lo' } });
    expect(lao.json()).toEqual({ conditions: ['<p>ຂໍ້ 1</p>'] });
    await call(t.app, api.lookup.change, {
      headers: admin.headers,
      body: { conditions: settingDefaults.conditions },
    });
  });

  it('an agreement written in Lao reaches the Lao member; a Thai one is required', async () => {
    const agreements = [{ th: '<p>ยอมรับ</p>', la: '<p>ຍອມຮັບ ສັນຍາໃໝ່</p>' }];
    expect(
      (await call(t.app, api.lookup.change, { headers: admin.headers, body: { agreements } })).statusCode,
    ).toBe(200);
    const lao = await call(t.app, contract.lookupApi.agreements, { headers: { 'accept-language': 'lo' } });
    expect(lao.json()).toEqual({ agreements: ['<p>ຍອມຮັບ ສັນຍາໃໝ່</p>'] });
    const en = await call(t.app, contract.lookupApi.agreements, { headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ agreements: ['<p>ยอมรับ</p>'] });
    const noThai = await call(t.app, api.lookup.change, {
      headers: admin.headers,
      body: { agreements: [{ la: 'ລາວ' }] },
    });
    expect(noThai.statusCode).toBe(400);
    expect(noThai.json()).toMatchObject({ message: 'KEY_MISSING' });
    await call(t.app, api.lookup.change, {
      headers: admin.headers,
      body: { agreements: settingDefaults.agreements },
    });
  });
});

describe('site switch', () => {
  it('an admin closes the site: members get gone, the back-office still answers; reopening works', async () => {
    const closed = await call(t.app, api.site.change, {
      headers: admin.headers,
      body: { siteActive: false },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ siteActive: false });
    expect((await call(t.app, contract.lookupApi.active)).json()).toEqual({ message: 'gone' });
    // The back-office stays open on a closed site: its operators reopen it.
    expect((await call(t.app, api.site.read, { headers: support.headers })).statusCode).toBe(200);
    const reopened = await call(t.app, api.site.change, {
      headers: admin.headers,
      body: { siteActive: true },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await call(t.app, contract.lookupApi.active)).json()).toEqual({ active: true });
  });
});

describe('rewards', () => {
  it('refuses invite claim odds that do not make 100 (ODDS_NOT_100 beside fail)', async () => {
    const response = await call(t.app, api.invite.change, {
      headers: admin.headers,
      body: { inviteClaim: { success: 70, fail: 20 } },
    });
    expect(response.json()).toEqual({ message: 'ODDS_NOT_100', field: 'inviteClaim.fail' });
  });

  it('refuses two wheel slices with one code (DUPLICATE_CODE) and accepts a valid wheel', async () => {
    const slices = settingDefaults.spin.wheel.slices;
    const twice = {
      ...settingDefaults.spin,
      wheel: { ...settingDefaults.spin.wheel, slices: [slices[0], slices[0]] },
    };
    const response = await call(t.app, api.spin.change, { headers: admin.headers, body: { spin: twice } });
    expect(response.json()).toEqual({ message: 'DUPLICATE_CODE', field: 'spin.wheel.slices.1.code' });
    const ok = await call(t.app, api.spin.change, {
      headers: admin.headers,
      body: { spin: settingDefaults.spin, spinActive: false },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('an empty change is KEY_MISSING and writes no audit row', async () => {
    const before = (await auditRows('refund')).length;
    const response = await call(t.app, api.refund.change, { headers: admin.headers, body: {} });
    expect(response.json()).toMatchObject({ message: 'KEY_MISSING' });
    expect((await auditRows('refund')).length).toBe(before);
  });
});

describe('deposits', () => {
  it('an admin adds a bank account: the member deposit lookup lists it', async () => {
    const account = {
      bankCode: 'KTB',
      bankType: 'BANK' as const,
      mode: 'MANUAL' as const,
      bank: { nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
      bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
      bankAccountNo: '9870001234',
      currency: 'THB' as const,
    };
    const deposit = { ...settingDefaults.deposit, banks: [...settingDefaults.deposit.banks, account] };
    await changeMoneySettings(t, admin, secondAdmin, 'deposit', { deposit });
    const listed = contract.depositLookupReply.parse((await call(t.app, contract.lookupApi.deposit)).json());
    expect(listed.banks.find((bank) => bank.bankAccountNo === '9870001234')).toMatchObject({
      bankCode: 'KTB',
    });
    await changeMoneySettings(t, admin, secondAdmin, 'deposit', { deposit: settingDefaults.deposit });
  });
});
