import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { bearer, loginToken, registerMember } from '../../../test/members.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';

/** The settings tables (ADR 0107): every role lists, admin saves one row, audited, seen by members at once. */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
const api = contract.settingTablesApi;
let admin: TestOperator;
let support: TestOperator;
let member: Record<string, string>;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
  const registered = await registerMember(t.app, t.sms);
  member = bearer(await loginToken(t.app, registered.username, registered.password));
});

async function audits(targetId: string) {
  const { rows } = await t.database.pool.query<{ before: unknown; after: unknown }>(
    `SELECT before, after FROM operator_audit WHERE action = 'settings.update' AND target_id = $1 ORDER BY id`,
    [targetId],
  );
  return rows;
}

const bonus = {
  promotion: true,
  type: 'limit' as const,
  maxReceived: 1,
  description: { th: 'โค้ดใหม่', la: 'ລະຫັດໃໝ່', en: 'New code' },
  percent: 50,
  maxBonus: 500,
  maxBonusKip: 300_000,
  minDeposit: 100,
  minDepositKip: 65_000,
  percentFail: 40,
  targetTimes: 3,
  bustBelow: 5,
  bustBelowKip: 3_000,
  withdrawCapTimes: 10,
  banners: [{ image: '/img/banner.png', html: { th: '<p>รับ 50%</p><script>alert(1)</script>' } }],
  enabled: true,
  startsAt: null,
  endsAt: null,
  sort: 9,
};

describe('the game catalogue', () => {
  it('an admin closes a provider and changes its factor: audited before and after, the member sees it at once', async () => {
    const list = await call(t.app, api.games.list, { headers: support.headers });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { rows: (contract.SettingTableRow<'games'> & { code: string })[] }).rows;
    const pg = rows.find((row) => row.code === 'pg')!;
    // The member's wallet is read first, so the catalogue is cached on this node.
    expect((await call(t.app, contract.homeApi.wallet, { headers: member })).statusCode).toBe(200);
    const { code: _code, ...row } = pg;
    const saved = await call(t.app, api.games.save, {
      headers: admin.headers,
      params: { code: 'pg' },
      body: { ...row, ftWalletSlot: 2, enabled: false },
    });
    expect(saved.statusCode).toBe(200);
    const after = (saved.json() as { rows: typeof rows }).rows.find((r) => r.code === 'pg');
    expect(after).toMatchObject({ ftWalletSlot: 2, enabled: false });
    const [audit] = await audits('games:pg');
    expect(audit).toEqual({ before: pg, after: { ...pg, ftWalletSlot: 2, enabled: false } });
    // Closed for new accounts: the member's activation is refused at once (the cache was dropped).
    const activate = await call(t.app, contract.gamesApi.activate, {
      headers: member,
      params: { slotCode: 'pg' },
    });
    expect(activate.json()).toMatchObject({ message: 'GAME_ACTIVATION_FAIL' });
    await call(t.app, api.games.save, { headers: admin.headers, params: { code: 'pg' }, body: row });
  });

  it('a provider is not added from the back-office (NO_DATA); a support operator may not save', async () => {
    const list = await call(t.app, api.games.list, { headers: admin.headers });
    const { code: _code, ...row } = (list.json() as { rows: { code: string }[] }).rows[0]!;
    const added = await call(t.app, api.games.save, {
      headers: admin.headers,
      params: { code: 'newgame' },
      body: row as never,
    });
    expect(added.statusCode).toBe(404);
    expect(added.json()).toEqual({ message: 'NO_DATA' });
    const bySupport = await call(t.app, api.games.save, {
      headers: support.headers,
      params: { code: 'pg' },
      body: row as never,
    });
    expect(bySupport.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});

describe('bonuses and promotion codes: their terms are two-person changes (ADR 0194)', () => {
  let second: TestOperator;
  beforeAll(async () => {
    second = await makeOperator(t, 'admin');
  });

  async function confirm(by: TestOperator, changeId: number) {
    return call(t.app, contract.settingChangesApi.confirm, {
      headers: by.headers,
      params: { changeId },
      body: { reason: 'agreed' },
    });
  }
  const listBonuses = async () =>
    (await call(t.app, api.bonuses.list, { headers: admin.headers })).json<{
      rows: (contract.SettingTableRow<'bonuses'> & { code: string })[];
    }>().rows;

  it('an admin adds a promotion code: it waits for a second admin, then is stored upper case, its banner HTML cleaned, and members find it', async () => {
    const noReason = await call(t.app, api.bonuses.save, {
      headers: admin.headers,
      params: { code: 'summer50' },
      body: bonus,
    });
    expect(noReason.json()).toEqual({ message: 'KEY_MISSING' });
    const asked = await call(t.app, api.bonuses.save, {
      headers: admin.headers,
      params: { code: 'summer50' },
      body: { ...bonus, reason: 'summer campaign' },
    });
    expect(asked.statusCode).toBe(202);
    const { pending } = asked.json<{ pending: contract.SettingChange }>();
    expect(pending).toMatchObject({
      group: 'bonus',
      status: 'WAITING',
      before: { 'bonuses:SUMMER50': null },
    });
    expect((await listBonuses()).some((row) => row.code === 'SUMMER50')).toBe(false);
    const unknown = await call(t.app, contract.promotionApi.find, {
      headers: { ...member, 'accept-language': 'en' },
      params: { code: 'summer50' },
    });
    expect(unknown.statusCode).not.toBe(200);

    expect((await confirm(admin, pending.id)).json()).toEqual({ message: 'SAME_OPERATOR' });
    expect((await confirm(second, pending.id)).json()).toMatchObject({ status: 'APPLIED' });
    const row = (await listBonuses()).find((r) => r.code === 'SUMMER50')!;
    expect(row.banners).toEqual([{ image: '/img/banner.png', html: { th: '<p>รับ 50%</p>' } }]);
    // The kip figures come back as typed, whole kip beside the baht ones (ADR 0190).
    expect(row).toMatchObject({
      percent: 50,
      maxBonus: 500,
      sort: 9,
      maxBonusKip: 300_000,
      minDepositKip: 65_000,
      bustBelowKip: 3_000,
    });
    expect(await audits('bonuses:SUMMER50')).toEqual([{ before: null, after: row }]);
    const found = await call(t.app, contract.promotionApi.find, {
      headers: { ...member, 'accept-language': 'en' },
      params: { code: 'summer50' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ code: 'SUMMER50' });
  });

  it("a richer term waits while the row's texts and dates apply at once; a second change of its terms waits its turn", async () => {
    const { code: _code, ...stored } = (await listBonuses()).find((r) => r.code === 'SUMMER50')!;
    const texts = { th: 'โค้ดฤดูร้อน', la: 'ລະຫັດລະດູຮ້ອນ', en: 'Summer code' };
    const asked = await call(t.app, api.bonuses.save, {
      headers: admin.headers,
      params: { code: 'SUMMER50' },
      body: { ...stored, percent: 500, maxBonus: 50_000, description: texts, reason: 'bigger' },
    });
    expect(asked.statusCode).toBe(202);
    const { pending } = asked.json<{ pending: contract.SettingChange }>();
    expect(pending.before).toEqual({ 'bonuses:SUMMER50': { percent: 50, maxBonus: 500 } });
    expect(pending.after).toEqual({ 'bonuses:SUMMER50': { percent: 500, maxBonus: 50_000 } });
    expect((await listBonuses()).find((r) => r.code === 'SUMMER50')).toMatchObject({
      percent: 50,
      maxBonus: 500,
      description: texts,
    });
    const again = await call(t.app, api.bonuses.save, {
      headers: second.headers,
      params: { code: 'SUMMER50' },
      body: { ...stored, percent: 60, reason: 'mine' },
    });
    expect(again.json()).toEqual({ message: 'SETTING_CHANGE_WAITING' });
    // Turning the code off is at once, and the confirmed terms keep what was written since.
    const off = await call(t.app, api.bonuses.save, {
      headers: second.headers,
      params: { code: 'SUMMER50' },
      body: { ...stored, description: texts, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await confirm(second, pending.id)).json()).toMatchObject({ status: 'APPLIED' });
    expect((await listBonuses()).find((r) => r.code === 'SUMMER50')).toMatchObject({
      percent: 500,
      maxBonus: 50_000,
      description: texts,
      enabled: false,
    });
  });

  it('refuses a kip figure with a fraction of a kip (kip is whole), changing nothing', async () => {
    const refused = await call(t.app, api.bonuses.save, {
      headers: admin.headers,
      params: { code: 'kipfraction' },
      body: { ...bonus, maxBonusKip: 1_000.5, reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await call(t.app, api.bonuses.list, { headers: admin.headers })).json()).not.toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ code: 'KIPFRACTION' })]),
    });
  });

  it('refuses an end before the start with LIMITS_REVERSED beside endsAt, changing nothing', async () => {
    const before = await call(t.app, api.bonuses.list, { headers: admin.headers });
    const refused = await call(t.app, api.bonuses.save, {
      headers: admin.headers,
      params: { code: 'LATE' },
      body: { ...bonus, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z', reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'LIMITS_REVERSED', field: 'endsAt' });
    expect((await call(t.app, api.bonuses.list, { headers: admin.headers })).json()).toEqual(before.json());
  });
});

describe('registration sources and banks offered', () => {
  it('a source added with its Lao name reaches the Lao lookup at once', async () => {
    // Read first, so the lookup's 60 s cache holds the list without it.
    await call(t.app, contract.lookupApi.sources, { headers: { 'accept-language': 'lo' } });
    const saved = await call(t.app, api.sources.save, {
      headers: admin.headers,
      params: { code: 'tiktok' },
      body: { description: { th: 'ติ๊กต็อก', la: 'ຕິກຕອກ', en: 'TikTok' }, sort: 50 },
    });
    expect(saved.statusCode).toBe(200);
    const lao = await call(t.app, contract.lookupApi.sources, { headers: { 'accept-language': 'lo' } });
    expect(JSON.stringify(lao.json())).toContain('ຕິກຕອກ');
  });

  it("a bank's offer is the operator's; its names are the reference data's; an unknown bank is NO_DATA", async () => {
    const list = await call(t.app, api.banks.list, { headers: support.headers });
    const bank = (list.json() as { rows: { code: string; thaiOnly: boolean; nameTH: string }[] }).rows[0]!;
    const saved = await call(t.app, api.banks.save, {
      headers: admin.headers,
      params: { code: bank.code },
      body: { thaiOnly: !bank.thaiOnly },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { rows: (typeof bank)[] }).rows.find((r) => r.code === bank.code)).toMatchObject({
      thaiOnly: !bank.thaiOnly,
      nameTH: bank.nameTH,
    });
    const unknown = await call(t.app, api.banks.save, {
      headers: admin.headers,
      params: { code: 'NOBANK' },
      body: { thaiOnly: true },
    });
    expect(unknown.json()).toEqual({ message: 'NO_DATA' });
  });
});
