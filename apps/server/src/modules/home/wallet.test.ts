import { beforeEach, describe, expect, it } from 'vitest';
import { walletReply, depositNoticeApi, gamesApi, homeApi, sandboxApi, spinApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { providerUsername } from '../games/index.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeEach(() => t.outside.faults.clear());

/** A round of play at the sandbox provider (the provider's own books; ours learn of it on refresh). */
async function play(player: Player, provider: string, amount: number) {
  const response = await call(t.app, sandboxApi.play, {
    params: { provider, username: providerUsername(player.memberId) },
    body: { amount },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { balance: number }).balance;
}

/** The catalogue as seeded (db/seed/game-providers.ts), in its sort order. */
const seededSlots = [
  {
    code: 'pg',
    name: 'PG Soft',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://pg.games.example/lobby',
    android: 'https://play.google.com/store/apps/details?id=com.pgsoft.demo',
    ios: null,
  },
  {
    code: 'joker2',
    name: 'Joker Gaming',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://joker2.games.example/lobby',
    android: 'https://play.google.com/store/apps/details?id=com.joker.demo',
    ios: 'https://apps.apple.com/app/id000000001',
  },
  {
    code: 'areaslot',
    name: 'Area Slot',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://areaslot.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'askmebet',
    name: 'AskMeBet',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://askmebet.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'slotracha',
    name: 'Slot Racha',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://slotracha.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'pgslot',
    name: 'PG Slot',
    category: 'slot',
    ftWalletSlot: 1,
    web: 'https://pgslot.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'circus',
    name: 'Circus',
    category: 'slot',
    ftWalletSlot: 0.5,
    web: 'https://circus.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'betflix',
    name: 'Betflix',
    category: 'sport',
    ftWalletSlot: 1,
    web: 'https://betflix.games.example/lobby',
    android: null,
    ios: 'https://apps.apple.com/app/id000000002',
  },
  {
    code: 'usun',
    name: 'USUN Sport',
    category: 'sport',
    ftWalletSlot: 1,
    web: null,
    android: null,
    ios: null,
  },
  {
    code: 'imi',
    name: 'IMI Casino',
    category: 'sport',
    ftWalletSlot: 1,
    web: 'https://imi.games.example/lobby',
    android: null,
    ios: null,
  },
  {
    code: 'huayhd',
    name: 'Huay HD',
    category: 'lotto',
    ftWalletSlot: 1,
    web: 'https://huayhd.games.example/lobby',
    android: null,
    ios: null,
  },
];

describe('GET /api/wallet', () => {
  it('answers the contract shape with the member, bank, wallet in baht and every seeded provider', async () => {
    const player = await fundedPlayer(t, 1234.56);
    const response = await get(t.app, player, homeApi.wallet);
    expect(response.statusCode).toBe(200);
    const body = walletReply.parse(response.json());
    const { rows } = await t.database.pool.query<{ username: string; created_at: Date }>(
      'SELECT username, created_at FROM members WHERE id = $1',
      [player.memberId],
    );
    expect(body.profile).toEqual({
      _id: String(player.memberId),
      name: 'Somsak Test',
      username: rows[0]!.username,
      createdAt: rows[0]!.created_at.toISOString(),
      // The 1,234.56 baht deposit earned one coin per 100 baht (ADR 0058).
      coin: 12,
    });
    expect(body.bankAccount).toEqual({
      bankCode: 'KBANK',
      bankAccountName: 'SOMSAK TESTER',
      bankAccountNo: `1${rows[0]!.username.slice(1)}`,
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank', nameLA: 'ທະນາຄານກະສິກອນໄທ' },
    });
    // 123456 satang in the ledger, two decimals in baht.
    expect(body.wallet).toEqual({ amount: 1234.56, currency: 'THB' });
    expect(body.invite).toEqual({ amount: 0, success: 80, fail: 20 });
    expect(Math.abs(Date.parse(body.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect(body.slots).toEqual(
      seededSlots.map((slot) => ({
        ...slot,
        logo: `/game-art/${slot.code}/logo.webp`,
        background: `/game-art/${slot.code}/background.webp`,
        isActive: false,
        amount: 0,
      })),
    );
  });

  it('shows satang as baht with two decimals, including amounts below one baht', async () => {
    const player = await fundedPlayer(t, 0.07);
    expect((await walletOf(t.app, player)).wallet).toBe(0.07);
    const richer = await fundedPlayer(t, 98765.43);
    expect((await walletOf(t.app, richer)).wallet).toBe(98765.43);
  });

  it('marks an activated provider isActive with its amount, leaving the others inactive', async () => {
    const player = await fundedPlayer(t, 0);
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'joker2' })).statusCode).toBe(200);
    const { slots } = walletReply.parse((await get(t.app, player, homeApi.wallet)).json());
    expect(slots.filter((slot) => slot.isActive).map((slot) => slot.code)).toEqual(['joker2']);
    expect(slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: true, amount: 0 });
  });

  it.each([
    ['no token', {}, 'UNAUTHORIZED'],
    ['a malformed token', { authorization: 'Bearer not-a-token' }, 'UNAUTHORIZED'],
    ['another scheme', { authorization: 'Basic abc' }, 'UNAUTHORIZED'],
  ])('refuses %s with 401', async (_name, headers, code) => {
    for (const route of [homeApi.wallet, homeApi.refresh, spinApi.active]) {
      const response = await call(t.app, route, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: code });
    }
    const add = await call(t.app, depositNoticeApi.add, { headers, body: { amount: 100 } });
    expect(add.statusCode).toBe(401);
    expect(add.json()).toEqual({ message: code });
  });
});

describe('GET /api/wallet/refresh/slot', () => {
  it('books play at the provider into the slot amount', async () => {
    const player = await fundedPlayer(t, 100);
    await get(t.app, player, gamesApi.activate, { slotCode: 'pg' });
    await get(t.app, player, gamesApi.activate, { slotCode: 'huayhd' });
    expect(await play(player, 'pg', 50.25)).toBe(50.25);
    expect(await play(player, 'huayhd', 7)).toBe(7);
    // Home shows the last known balance until a refresh asks the providers.
    expect((await walletOf(t.app, player)).slots.get('pg')?.amount).toBe(0);

    const response = await get(t.app, player, homeApi.refresh);
    expect(response.statusCode).toBe(200);
    const body = walletReply.parse(response.json());
    expect(body.wallet.amount).toBe(100);
    expect(body.slots.find((slot) => slot.code === 'pg')).toMatchObject({ isActive: true, amount: 50.25 });
    expect(body.slots.find((slot) => slot.code === 'huayhd')).toMatchObject({ isActive: true, amount: 7 });
    expect(body.slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: false, amount: 0 });

    // A loss is booked too, and GET /api/wallet now shows the synced balance.
    expect(await play(player, 'pg', -20.25)).toBe(30);
    await get(t.app, player, homeApi.refresh);
    const after = await walletOf(t.app, player);
    expect(after.slots.get('pg')?.amount).toBe(30);
    expect(after.wallet).toBe(100);
    const report = await expectBooksBalanced(t);
    // The first play in this file: 30 + 7 baht won at the providers, against the house's game results.
    expect(report.totals['house:game_results']).toBe(-3700);
    expect(report.totals.game).toBe(3700);
  });

  it('a provider failing on balance keeps its last known balance; the others still refresh', async () => {
    const player = await fundedPlayer(t, 0);
    await get(t.app, player, gamesApi.activate, { slotCode: 'pg' });
    await get(t.app, player, gamesApi.activate, { slotCode: 'joker2' });
    await play(player, 'pg', 40);
    await get(t.app, player, homeApi.refresh);
    expect((await walletOf(t.app, player)).slots.get('pg')?.amount).toBe(40);

    await play(player, 'pg', 15);
    await play(player, 'joker2', 9.5);
    t.outside.faults.add({ target: 'games', op: 'balance', provider: 'pg', mode: 'fail' });
    const response = await get(t.app, player, homeApi.refresh);
    expect(response.statusCode).toBe(200);
    const body = walletReply.parse(response.json());
    expect(body.slots.find((slot) => slot.code === 'pg')).toMatchObject({ isActive: true, amount: 40 });
    expect(body.slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: true, amount: 9.5 });

    t.outside.faults.clear();
    const healed = walletReply.parse((await get(t.app, player, homeApi.refresh)).json());
    expect(healed.slots.find((slot) => slot.code === 'pg')?.amount).toBe(55);
  });

  it('with no active account refreshes nothing and answers the wallet', async () => {
    const player = await fundedPlayer(t, 12);
    const body = walletReply.parse((await get(t.app, player, homeApi.refresh)).json());
    expect(body.wallet.amount).toBe(12);
    expect(body.slots.every((slot) => !slot.isActive && slot.amount === 0)).toBe(true);
  });
});
