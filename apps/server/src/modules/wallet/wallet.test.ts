import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositNoticeReply, spinActiveReply, walletReply } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  post,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { providerUsername } from '../games/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});
beforeEach(() => t.app.money.faults.clear());

/** A round of play at the sandbox provider (the provider's own books; ours learn of it on refresh). */
async function play(player: Player, provider: string, amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/games/${provider}/${providerUsername(player.memberId)}/play`,
    payload: { amount },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { balance: number }).balance;
}

async function countRows(sql: string, params: unknown[]) {
  const { rows } = await t.database.pool.query<{ n: number }>(sql, params);
  return rows[0]!.n;
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
    const response = await get(t.app, player, '/api/wallet');
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
      coin: 0,
    });
    expect(body.bankAccount).toEqual({
      bankCode: 'KBANK',
      bankAccountName: 'SOMSAK TESTER',
      bankAccountNo: `1${rows[0]!.username.slice(1)}`,
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
    });
    // 123456 satang in the ledger, two decimals in baht.
    expect(body.wallet).toEqual({ amount: 1234.56 });
    expect(body.invite).toEqual({ amount: 0, success: 80, fail: 20 });
    expect(Math.abs(Date.parse(body.updatedAt) - Date.now())).toBeLessThan(60_000);
    expect(body.slots).toEqual(
      seededSlots.map((slot) => ({
        ...slot,
        logo: `/game-art/${slot.code}/logo.svg`,
        background: `/game-art/${slot.code}/background.svg`,
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
    expect((await get(t.app, player, '/api/wallet/activate/joker2')).statusCode).toBe(200);
    const { slots } = walletReply.parse((await get(t.app, player, '/api/wallet')).json());
    expect(slots.filter((slot) => slot.isActive).map((slot) => slot.code)).toEqual(['joker2']);
    expect(slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: true, amount: 0 });
  });

  it.each([
    ['no token', {}, 'UNAUTHORIZED'],
    ['a malformed token', { authorization: 'Bearer not-a-token' }, 'UNAUTHORIZED'],
    ['another scheme', { authorization: 'Basic abc' }, 'UNAUTHORIZED'],
  ])('refuses %s with 401', async (_name, headers, code) => {
    for (const url of ['/api/wallet', '/api/wallet/refresh/slot', '/api/spinwheel/active']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: code });
    }
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/add',
      headers,
      payload: { amount: 100 },
    });
    expect(add.statusCode).toBe(401);
    expect(add.json()).toEqual({ message: code });
  });
});

describe('GET /api/wallet/refresh/slot', () => {
  it('books play at the provider into the slot amount', async () => {
    const player = await fundedPlayer(t, 100);
    await get(t.app, player, '/api/wallet/activate/pg');
    await get(t.app, player, '/api/wallet/activate/huayhd');
    expect(await play(player, 'pg', 50.25)).toBe(50.25);
    expect(await play(player, 'huayhd', 7)).toBe(7);
    // Home shows the last known balance until a refresh asks the providers.
    expect((await walletOf(t.app, player)).slots.get('pg')?.amount).toBe(0);

    const response = await get(t.app, player, '/api/wallet/refresh/slot');
    expect(response.statusCode).toBe(200);
    const body = walletReply.parse(response.json());
    expect(body.wallet.amount).toBe(100);
    expect(body.slots.find((slot) => slot.code === 'pg')).toMatchObject({ isActive: true, amount: 50.25 });
    expect(body.slots.find((slot) => slot.code === 'huayhd')).toMatchObject({ isActive: true, amount: 7 });
    expect(body.slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: false, amount: 0 });

    // A loss is booked too, and GET /api/wallet now shows the synced balance.
    expect(await play(player, 'pg', -20.25)).toBe(30);
    await get(t.app, player, '/api/wallet/refresh/slot');
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
    await get(t.app, player, '/api/wallet/activate/pg');
    await get(t.app, player, '/api/wallet/activate/joker2');
    await play(player, 'pg', 40);
    await get(t.app, player, '/api/wallet/refresh/slot');
    expect((await walletOf(t.app, player)).slots.get('pg')?.amount).toBe(40);

    await play(player, 'pg', 15);
    await play(player, 'joker2', 9.5);
    t.app.money.faults.add({ target: 'games', op: 'balance', provider: 'pg', mode: 'fail' });
    const response = await get(t.app, player, '/api/wallet/refresh/slot');
    expect(response.statusCode).toBe(200);
    const body = walletReply.parse(response.json());
    expect(body.slots.find((slot) => slot.code === 'pg')).toMatchObject({ isActive: true, amount: 40 });
    expect(body.slots.find((slot) => slot.code === 'joker2')).toMatchObject({ isActive: true, amount: 9.5 });

    t.app.money.faults.clear();
    const healed = walletReply.parse((await get(t.app, player, '/api/wallet/refresh/slot')).json());
    expect(healed.slots.find((slot) => slot.code === 'pg')?.amount).toBe(55);
  });

  it('with no active account refreshes nothing and answers the wallet', async () => {
    const player = await fundedPlayer(t, 12);
    const body = walletReply.parse((await get(t.app, player, '/api/wallet/refresh/slot')).json());
    expect(body.wallet.amount).toBe(12);
    expect(body.slots.every((slot) => !slot.isActive && slot.amount === 0)).toBe(true);
  });
});

describe('POST /api/wallet/add (deposit notice)', () => {
  /** One member for the refusals: none of them may record anything. */
  let idle: Player | undefined;

  it('records a PENDING notice and moves no money', async () => {
    const player = await fundedPlayer(t, 250);
    const journalsBefore = (await expectBooksBalanced(t)).journals;
    const response = await post(t.app, player, '/api/wallet/add', { amount: 500.5 });
    expect(response.statusCode).toBe(201);
    const body = depositNoticeReply.parse(response.json());
    expect(body).toEqual({
      reference: expect.stringMatching(/^DN[A-Z2-9]{16}$/),
      status: 'PENDING',
      amount: 500.5,
    });
    const { rows } = await t.database.pool.query(
      'SELECT member_id, kind, statement_type, from_place, to_place, amount, status FROM movements WHERE reference = $1',
      [body.reference],
    );
    expect(rows).toEqual([
      {
        member_id: player.memberId,
        kind: 'deposit_notice',
        statement_type: 'deposit',
        from_place: 'BANK',
        to_place: 'WALLET',
        amount: 50050,
        status: 'PENDING',
      },
    ]);
    expect((await walletOf(t.app, player)).wallet).toBe(250);
    const report = await expectBooksBalanced(t);
    expect(report.journals).toBe(journalsBefore);
  });

  it.each([
    [{ amount: 0.99 }, 400, 'TRANSFER_MINIMUM'],
    [{ amount: 0 }, 400, 'TRANSFER_MINIMUM'],
    [{ amount: 1.005 }, 400, 'KEY_INVALID'],
    [{ amount: -1 }, 400, 'KEY_INVALID'],
    [{ amount: '100' }, 400, 'KEY_INVALID'],
    [{}, 400, 'KEY_MISSING'],
  ])('%j → %i %s, nothing recorded', async (payload, status, code) => {
    const player = (idle ??= await fundedPlayer(t, 0));
    const response = await post(t.app, player, '/api/wallet/add', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: code });
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(0);
  });

  it('one baht exactly is accepted', async () => {
    const player = await fundedPlayer(t, 0);
    const response = await post(t.app, player, '/api/wallet/add', { amount: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'PENDING', amount: 1 });
  });

  it('a fourth open notice is REQUEST_LIMIT; other members are not affected', async () => {
    const player = await fundedPlayer(t, 0);
    for (const amount of [100, 200, 300]) {
      const response = await post(t.app, player, '/api/wallet/add', { amount });
      expect(response.statusCode).toBe(201);
    }
    const fourth = await post(t.app, player, '/api/wallet/add', { amount: 400 });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: 'REQUEST_LIMIT' });
    expect(
      await countRows(
        `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND kind = 'deposit_notice'`,
        [player.memberId],
      ),
    ).toBe(3);

    // Once an operator closes one, a new notice fits again.
    await t.database.pool.query(
      `UPDATE movements SET status = 'FAILED' WHERE id = (SELECT min(id) FROM movements WHERE member_id = $1)`,
      [player.memberId],
    );
    expect((await post(t.app, player, '/api/wallet/add', { amount: 400 })).statusCode).toBe(201);

    const other = await fundedPlayer(t, 0);
    expect((await post(t.app, other, '/api/wallet/add', { amount: 100 })).statusCode).toBe(201);
  });

  it('is idempotent with a key: the retry gets the first answer and records nothing more', async () => {
    const player = await fundedPlayer(t, 0);
    const first = await post(t.app, player, '/api/wallet/add', { amount: 150 }, 'notice-key-001');
    expect(first.statusCode).toBe(201);
    const again = await post(t.app, player, '/api/wallet/add', { amount: 150 }, 'notice-key-001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(1);

    // Two more fill the cap; the first key still answers its own notice, not REQUEST_LIMIT.
    await post(t.app, player, '/api/wallet/add', { amount: 1 });
    await post(t.app, player, '/api/wallet/add', { amount: 2 });
    const late = await post(t.app, player, '/api/wallet/add', { amount: 150 }, 'notice-key-001');
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());

    const otherBody = await post(t.app, player, '/api/wallet/add', { amount: 151 }, 'notice-key-001');
    expect(otherBody.statusCode).toBe(400);
    expect(otherBody.json()).toEqual({ message: 'KEY_INVALID' });
    const refused = await post(t.app, player, '/api/wallet/add', { amount: 5 }, 'notice-key-002');
    expect(refused.json()).toEqual({ message: 'REQUEST_LIMIT' });
    // A refusal is an answer too: the same key is refused the same way.
    const refusedAgain = await post(t.app, player, '/api/wallet/add', { amount: 5 }, 'notice-key-002');
    expect(refusedAgain.statusCode).toBe(429);
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(3);
  });
});

describe('GET /api/spinwheel/active', () => {
  it('follows the spinActive setting', async () => {
    const player = await fundedPlayer(t, 0);
    const read = async () => {
      const response = await get(t.app, player, '/api/spinwheel/active');
      expect(response.statusCode).toBe(200);
      return spinActiveReply.parse(response.json());
    };
    expect(await read()).toEqual({ active: false });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/sandbox/settings',
      payload: { spinActive: true },
    });
    expect(on.json()).toEqual({ message: 'SUCCESS' });
    expect(await read()).toEqual({ active: true });
    await t.app.inject({ method: 'PUT', url: '/api/sandbox/settings', payload: { spinActive: false } });
    expect(await read()).toEqual({ active: false });
  });
});
