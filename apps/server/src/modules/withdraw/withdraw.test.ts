import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withdrawReply, type WithdrawReply, sandboxApi, withdrawApi } from '@wallet/contract';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { call } from '../../../test/call.ts';

// The recovery task takes every PENDING withdrawal at once (RECOVERY_AGE_MS 0).
const t = useTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '0' }, { checkBooks: true });
beforeEach(async () => {
  t.outside.faults.clear();
  await decide('complete');
});

const ROUTES = [withdrawApi.withdraw, withdrawApi.withdrawAll] as const;

async function decide(decision: 'complete' | 'reject' | 'hold') {
  const response = await call(t.app, sandboxApi.payout, { body: { decision } });
  expect(response.json()).toEqual({ message: 'SUCCESS' });
}

/** Satang the house's payouts account has received, from the audit's totals. */
async function paidOut(): Promise<number> {
  return (await expectBooksBalanced(t)).totals['house:payouts'] ?? 0;
}

async function movement(reference: string) {
  const { rows } = await t.database.pool.query<{
    status: string;
    amount: number;
    kind: string;
    to_place: string;
  }>('SELECT status, amount, kind, to_place FROM movements WHERE reference = $1', [reference]);
  return rows[0];
}

async function memberAccount(memberId: number, kind: 'wallet' | 'withdrawal_hold') {
  const { rows } = await t.database.pool.query<{ balance: number }>(
    'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  return rows[0]?.balance ?? 0;
}

async function sandboxPayouts(reference: string) {
  const { rows } = await t.database.pool.query(
    'SELECT amount, bank_code, bank_account_no, status FROM sandbox_payouts WHERE ref = $1',
    [reference],
  );
  return rows;
}

async function countWithdrawals(memberId: number) {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND kind = 'withdrawal'`,
    [memberId],
  );
  return rows[0]!.n;
}

async function withdraw(
  player: Player,
  amount: number,
  route: (typeof ROUTES)[number] = ROUTES[0],
  key?: string,
) {
  const response = await post(t.app, player, route, { amount }, key);
  return { statusCode: response.statusCode, body: response.json() as WithdrawReply & { message?: string } };
}

describe.each(ROUTES)('$path', (route) => {
  describe('limits from the withdraw setting (100 to 50000 baht)', () => {
    let player: Player;
    beforeAll(async () => {
      player = await fundedPlayer(t, 60_000);
    });

    it.each([
      [99.99, 400, 'TRANSFER_MINIMUM'],
      [0, 400, 'TRANSFER_MINIMUM'],
      [50_000.01, 400, 'KEY_INVALID'],
      [60_000, 400, 'KEY_INVALID'],
      [100.001, 400, 'KEY_INVALID'],
      // Not 100.10: more than two decimals, however close (issue 22).
      [100.10000000001, 400, 'KEY_INVALID'],
    ])('%d → %i %s and nothing changes', async (amount, status, code) => {
      const journals = (await expectBooksBalanced(t)).journals;
      const response = await withdraw(player, amount, route);
      expect(response).toEqual({ statusCode: status, body: { message: code } });
      expect((await walletOf(t.app, player)).wallet).toBe(60_000);
      expect(await countWithdrawals(player.memberId)).toBe(0);
      expect((await expectBooksBalanced(t)).journals).toBe(journals);
    });

    it('the bounds themselves are allowed', async () => {
      const low = await withdraw(player, 100, route);
      expect(low.body).toMatchObject({ status: 'SUCCESS', amount: 100, wallet: { amount: 59_900 } });
      const high = await withdraw(player, 50_000, route);
      expect(high.body).toMatchObject({ status: 'SUCCESS', amount: 50_000, wallet: { amount: 9_900 } });
    });
  });

  it('a wallet short of the amount is MONEY_NOT_ENOUGH and nothing changes', async () => {
    const player = await fundedPlayer(t, 150);
    const before = await paidOut();
    const response = await withdraw(player, 150.01, route);
    expect(response).toEqual({ statusCode: 409, body: { message: 'MONEY_NOT_ENOUGH' } });
    expect((await walletOf(t.app, player)).wallet).toBe(150);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect(await countWithdrawals(player.memberId)).toBe(0);
    expect(await paidOut()).toBe(before);
  });
});

describe('limits follow the setting', () => {
  afterAll(async () => {
    await t.database.pool.query(
      `UPDATE settings SET value = '{"withdrawMin":100,"withdrawMax":50000}'::jsonb WHERE key = 'withdraw'`,
    );
    await call(t.app, sandboxApi.settings, { body: { spinActive: false } });
  });

  it('an operator’s new minimum and maximum apply', async () => {
    const player = await fundedPlayer(t, 1000);
    await t.database.pool.query(
      `UPDATE settings SET value = '{"withdrawMin":200,"withdrawMax":300}'::jsonb WHERE key = 'withdraw'`,
    );
    // Any settings write drops the settings cache.
    await call(t.app, sandboxApi.settings, { body: { spinActive: false } });
    expect((await withdraw(player, 150)).body).toEqual({ message: 'TRANSFER_MINIMUM' });
    expect((await withdraw(player, 300.01)).body).toEqual({ message: 'KEY_INVALID' });
    expect((await withdraw(player, 250)).body).toMatchObject({ status: 'SUCCESS', wallet: { amount: 750 } });
  });
});

describe('payout decisions', () => {
  it('complete: SUCCESS, the money ends in the house payouts account', async () => {
    const player = await fundedPlayer(t, 1000);
    const before = await paidOut();
    const response = await withdraw(player, 400.25);
    expect(response.statusCode).toBe(200);
    const body = withdrawReply.parse(response.body);
    expect(body).toEqual({
      reference: expect.stringMatching(/^WD[A-Z2-9]{16}$/),
      status: 'SUCCESS',
      amount: 400.25,
      wallet: { amount: 599.75 },
    });
    expect(await paidOut()).toBe(before + 40_025);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect(await movement(body.reference)).toEqual({
      status: 'SUCCESS',
      amount: 40_025,
      kind: 'withdrawal',
      to_place: 'KBANK',
    });
    const { rows } = await t.database.pool.query<{ bank_account_no: string }>(
      'SELECT bank_account_no FROM members WHERE id = $1',
      [player.memberId],
    );
    expect(await sandboxPayouts(body.reference)).toEqual([
      { amount: 40_025, bank_code: 'KBANK', bank_account_no: rows[0]!.bank_account_no, status: 'completed' },
    ]);
  });

  it('reject: FAILED and the wallet is restored', async () => {
    const player = await fundedPlayer(t, 1000);
    await decide('reject');
    const before = await paidOut();
    const response = await withdraw(player, 300, ROUTES[1]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: 'FAILED', amount: 300, wallet: { amount: 1000 } });
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect(await paidOut()).toBe(before);
    expect((await movement(response.body.reference))?.status).toBe('FAILED');
  });

  it('hold: PENDING with the money in the withdrawal hold; completed at the rail, settlePending pays it', async () => {
    const player = await fundedPlayer(t, 1000);
    await decide('hold');
    const before = await paidOut();
    const response = await withdraw(player, 250);
    expect(response.body).toMatchObject({ status: 'PENDING', amount: 250, wallet: { amount: 750 } });
    const reference = response.body.reference;
    expect((await walletOf(t.app, player)).wallet).toBe(750);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(25_000);
    expect(await paidOut()).toBe(before);

    // Still undecided at the rail: settling leaves it waiting.
    await t.jobs.runTask('withdrawals');
    expect((await movement(reference))?.status).toBe('PENDING');
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(25_000);

    expect(await t.outside.sandboxPayout.decide(reference, 'completed')).toBe(true);
    expect(await t.jobs.runTask('withdrawals')).toBeGreaterThanOrEqual(1);
    expect((await movement(reference))?.status).toBe('SUCCESS');
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect((await walletOf(t.app, player)).wallet).toBe(750);
    expect(await paidOut()).toBe(before + 25_000);
    // Settling again changes nothing.
    await t.jobs.runTask('withdrawals');
    expect(await paidOut()).toBe(before + 25_000);
  });

  it('hold, then rejected at the rail: settlePending returns the money to the wallet', async () => {
    const player = await fundedPlayer(t, 1000);
    await decide('hold');
    const before = await paidOut();
    const response = await withdraw(player, 999, ROUTES[1]);
    expect(response.body).toMatchObject({ status: 'PENDING', wallet: { amount: 1 } });
    expect(await t.outside.sandboxPayout.decide(response.body.reference, 'rejected')).toBe(true);
    expect(await t.jobs.runTask('withdrawals')).toBeGreaterThanOrEqual(1);
    expect((await movement(response.body.reference))?.status).toBe('FAILED');
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect(await paidOut()).toBe(before);
  });

  it('the recovery task only takes withdrawals pending for longer than RECOVERY_AGE_MS', async () => {
    const young = await createTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '60000' });
    try {
      const player = await fundedPlayer(young, 500);
      young.outside.sandboxPayout.decision = 'hold';
      const response = await call(young.app, ROUTES[0], { body: { amount: 200 }, headers: player.headers });
      const { reference } = response.json() as { reference: string };
      await young.outside.sandboxPayout.decide(reference, 'completed');
      expect(await young.jobs.runTask('withdrawals')).toBe(0);
      const { rows } = await young.database.pool.query<{ status: string }>(
        'SELECT status FROM movements WHERE reference = $1',
        [reference],
      );
      expect(rows[0]?.status).toBe('PENDING');
    } finally {
      await young.close();
    }
  });
});

describe('payout faults', () => {
  it('a timeout on submit leaves PENDING; settlePending submits it later and settles', async () => {
    const player = await fundedPlayer(t, 1000);
    const before = await paidOut();
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'timeout', times: 1 });
    const response = await withdraw(player, 120);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: 'PENDING', amount: 120, wallet: { amount: 880 } });
    const reference = response.body.reference;
    expect(await sandboxPayouts(reference)).toEqual([]);
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(12_000);

    expect(await t.jobs.runTask('withdrawals')).toBeGreaterThanOrEqual(1);
    expect((await movement(reference))?.status).toBe('SUCCESS');
    expect(await sandboxPayouts(reference)).toHaveLength(1);
    expect((await walletOf(t.app, player)).wallet).toBe(880);
    expect(await paidOut()).toBe(before + 12_000);
  });

  it('a lost reply after the rail took it settles once, from the rail’s status', async () => {
    const player = await fundedPlayer(t, 1000);
    const before = await paidOut();
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'lost-reply', times: 1 });
    const response = await withdraw(player, 200);
    expect(response.body).toMatchObject({ status: 'PENDING', wallet: { amount: 800 } });
    // The status call failing too keeps it waiting, it is not guessed.
    t.outside.faults.add({ target: 'payout', op: 'status', mode: 'fail', times: 1 });
    await t.jobs.runTask('withdrawals');
    expect((await movement(response.body.reference))?.status).toBe('PENDING');
    await t.jobs.runTask('withdrawals');
    expect((await movement(response.body.reference))?.status).toBe('SUCCESS');
    expect(await sandboxPayouts(response.body.reference)).toHaveLength(1);
    expect(await paidOut()).toBe(before + 20_000);
  });

  it("a definite refusal ('fail') is FAILED with the money back", async () => {
    const player = await fundedPlayer(t, 1000);
    const before = await paidOut();
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'fail', times: 1 });
    const response = await withdraw(player, 500, ROUTES[1]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ status: 'FAILED', amount: 500, wallet: { amount: 1000 } });
    expect((await movement(response.body.reference))?.status).toBe('FAILED');
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(0);
    expect(await sandboxPayouts(response.body.reference)).toEqual([]);
    expect(await paidOut()).toBe(before);
  });
});

describe('idempotency', () => {
  it('a retry with the same key returns the first answer and withdraws once', async () => {
    const player = await fundedPlayer(t, 1000);
    const first = await withdraw(player, 300, ROUTES[0], 'withdraw-key-1');
    expect(first.body).toMatchObject({ status: 'SUCCESS', wallet: { amount: 700 } });
    const again = await withdraw(player, 300, ROUTES[0], 'withdraw-key-1');
    expect(again).toEqual(first);
    expect((await walletOf(t.app, player)).wallet).toBe(700);
    expect(await countWithdrawals(player.memberId)).toBe(1);
  });

  it('a retry of a PENDING withdrawal answers PENDING again without a second hold', async () => {
    const player = await fundedPlayer(t, 1000);
    await decide('hold');
    const first = await withdraw(player, 100, ROUTES[1], 'withdraw-key-2');
    const again = await withdraw(player, 100, ROUTES[1], 'withdraw-key-2');
    expect(again).toEqual(first);
    expect(first.body).toMatchObject({ status: 'PENDING', wallet: { amount: 900 } });
    expect(await memberAccount(player.memberId, 'withdrawal_hold')).toBe(10_000);
    await t.outside.sandboxPayout.decide(first.body.reference, 'rejected');
    await t.jobs.runTask('withdrawals');
  });

  it.each([
    ['completed', 'SUCCESS', 900],
    ['rejected', 'FAILED', 1000],
  ] as const)(
    'a replay after the rail %s it and recovery settled it answers %s, and keeps that answer',
    async (atRail, status, wallet) => {
      const player = await fundedPlayer(t, 1000);
      await decide('hold');
      const key = `withdraw-settled-${atRail}`;
      const first = await withdraw(player, 100, ROUTES[0], key);
      expect(first.body).toMatchObject({ status: 'PENDING', wallet: { amount: 900 } });
      expect(await t.outside.sandboxPayout.decide(first.body.reference, atRail)).toBe(true);
      expect(await t.jobs.runTask('withdrawals')).toBeGreaterThanOrEqual(1);
      const replay = await withdraw(player, 100, ROUTES[0], key);
      expect(replay.statusCode).toBe(200);
      expect(replay.body).toEqual({ ...first.body, status, wallet: { amount: wallet } });
      const { rows } = await t.database.pool.query<{ reply: unknown }>(
        'SELECT reply FROM idempotency_keys WHERE member_id = $1 AND key = $2',
        [player.memberId, key],
      );
      expect(rows[0]?.reply).toEqual(replay.body);
      expect(await withdraw(player, 100, ROUTES[0], key)).toEqual(replay);
      expect(await countWithdrawals(player.memberId)).toBe(1);
    },
  );

  it('a refusal is answered the same on retry', async () => {
    const player = await fundedPlayer(t, 50);
    const first = await withdraw(player, 100, ROUTES[0], 'withdraw-key-3');
    expect(first).toEqual({ statusCode: 409, body: { message: 'MONEY_NOT_ENOUGH' } });
    expect(await withdraw(player, 100, ROUTES[0], 'withdraw-key-3')).toEqual(first);
  });

  it('withdraw and withdrawAll with the same key are KEY_INVALID for each other', async () => {
    const player = await fundedPlayer(t, 1000);
    const first = await withdraw(player, 100, ROUTES[0], 'withdraw-key-4');
    expect(first.body.status).toBe('SUCCESS');
    expect(await withdraw(player, 100, ROUTES[1], 'withdraw-key-4')).toEqual({
      statusCode: 400,
      body: { message: 'KEY_INVALID' },
    });
    const other = await withdraw(player, 100, ROUTES[1], 'withdraw-key-5');
    expect(other.body.status).toBe('SUCCESS');
    expect(await withdraw(player, 100, ROUTES[0], 'withdraw-key-5')).toEqual({
      statusCode: 400,
      body: { message: 'KEY_INVALID' },
    });
    expect((await walletOf(t.app, player)).wallet).toBe(800);
  });

  it('the same key with another amount is KEY_INVALID; a malformed key is KEY_INVALID', async () => {
    const player = await fundedPlayer(t, 1000);
    await withdraw(player, 100, ROUTES[0], 'withdraw-key-6');
    expect((await withdraw(player, 101, ROUTES[0], 'withdraw-key-6')).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await withdraw(player, 100, ROUTES[0], 'short')).body).toEqual({ message: 'KEY_INVALID' });
    expect((await walletOf(t.app, player)).wallet).toBe(900);
  });

  it('needs a token', async () => {
    for (const route of ROUTES) {
      const response = await call(t.app, route, { body: { amount: 100 } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: { message: 'UNAUTHORIZED' },
      });
    }
  });
});
