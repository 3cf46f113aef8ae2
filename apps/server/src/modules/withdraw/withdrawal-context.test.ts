import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  gamesApi,
  withdrawApi,
  type RiskSignal,
  type WithdrawalItem,
  withdrawalQueueApi,
  adjustmentApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../../test/kits/operators.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';

/**
 * Issue 27: each withdrawal row carries what finance decides it on, and the queue filters by
 * dates, amounts, reference and member (phone or name).
 */
const t = useTestApp({ ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator' }, { checkBooks: true });
let finance: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
});

async function withdraw(player: Player, amount: number): Promise<string> {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, randomUUID());
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { reference: string }).reference;
}

async function list(query: Record<string, string | number>): Promise<WithdrawalItem[]> {
  const response = await call(t.app, withdrawalQueueApi.withdrawals, { headers: finance.headers, query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: WithdrawalItem[] }).items;
}

const byReference = async (reference: string) => (await list({ reference }))[0]!;

describe('what a withdrawal is decided on', () => {
  it('balance, first withdrawal, the 7 days before, member age and no flags for a plain member', async () => {
    const player = await fundedPlayer(t, 1000);
    const reference = await withdraw(player, 300);
    const item = await byReference(reference);
    expect(item.context).toMatchObject({
      balance: 700,
      bonus: null,
      firstWithdrawal: true,
      deposits7d: 1000,
      withdrawals7d: 0,
      flags: { sharedBankAccount: false, failedDeposits7d: 0, afterOperatorCredit: false },
    });
    expect(Date.now() - Date.parse(item.context!.memberSince)).toBeLessThan(600_000);
    // Paid, the next one is no longer the first, and the paid one counts in its 7 days.
    const approved = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: item.id },
      body: {},
    });
    expect(approved.json()).toMatchObject({ stage: 'PAID' });
    const next = await byReference(await withdraw(player, 100));
    expect(next.context).toMatchObject({ balance: 600, firstWithdrawal: false, withdrawals7d: 300 });
  });

  it('flags a bank account another member has, and a withdrawal soon after an operator credit', async () => {
    const first = await fundedPlayer(t, 500);
    const second = await fundedPlayer(t, 500);
    // The same bank and number cannot be on two members (EXISTING_BANK); the same number at
    // another bank can, and is what the flag catches.
    await t.database.pool.query(
      `UPDATE members SET bank_account_no = (SELECT bank_account_no FROM members WHERE id = $1),
              bank_code = (SELECT code FROM banks WHERE code <> (SELECT bank_code FROM members WHERE id = $1) LIMIT 1)
       WHERE id = $2`,
      [first.memberId, second.memberId],
    );
    const credited = await call(t.app, adjustmentApi.requestAdjustment, {
      headers: { ...finance.headers, ...operatorKey() },
      body: { memberId: second.memberId, direction: 'credit', amount: 50, reason: 'goodwill' },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const item = await byReference(await withdraw(second, 100));
    expect(item.context!.flags).toEqual({
      sharedBankAccount: true,
      failedDeposits7d: 0,
      afterOperatorCredit: true,
    });
    expect(item.context!.balance).toBe(450);
    const firstItem = await byReference(await withdraw(first, 100));
    expect(firstItem.context!.flags).toMatchObject({ sharedBankAccount: true, afterOperatorCredit: false });
  });
});

const codes = (item: WithdrawalItem) => item.context!.signals.map((signal: RiskSignal) => signal.code);
const usernameOf = async (player: Player) =>
  (
    await t.database.pool.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      player.memberId,
    ])
  ).rows[0]!.username;
const approve = (id: number) =>
  call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: id },
    body: {},
  });
/** An account older than any threshold: only what it did raises a signal. */
const ageMember = (player: Player) =>
  t.database.pool.query(`UPDATE members SET created_at = now() - interval '30 days' WHERE id = $1`, [
    player.memberId,
  ]);

describe('risk signals (issue 41)', () => {
  it('a withdrawal right after an unplayed deposit shows the turnover flag with its figures; flagged-only lists it', async () => {
    const player = await fundedPlayer(t, 8000);
    const reference = await withdraw(player, 2500);
    const item = await byReference(reference);
    expect(item.context!.signals).toContainEqual({
      code: 'UNPLAYED_DEPOSITS',
      figures: { deposits: 8000, turnover: 0, required: 8000, multiple: 1 },
    });
    expect(codes(item)).toEqual(['UNPLAYED_DEPOSITS', 'NEW_ACCOUNT', 'FIRST_WITHDRAWAL']);
    const q = await usernameOf(player);
    expect((await list({ q, flagged: 'true' })).map((x) => x.reference)).toEqual([reference]);
  });

  it('deposits played through on a game raise nothing; a paid withdrawal starts the count again', async () => {
    const player = await fundedPlayer(t, 1000);
    await ageMember(player);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    const sent = await post(
      t.app,
      player,
      gamesApi.transfer,
      { from: 'WALLET', to: 'pg', amount: 1000 },
      randomUUID(),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const back = await post(
      t.app,
      player,
      gamesApi.transfer,
      { from: 'pg', to: 'WALLET', amount: 1000 },
      randomUUID(),
    );
    expect(back.statusCode, back.body).toBe(200);
    const first = await byReference(await withdraw(player, 300));
    expect(codes(first)).toEqual(['FIRST_WITHDRAWAL']);
    expect((await approve(first.id)).json()).toMatchObject({ stage: 'PAID' });
    const second = await withdraw(player, 100);
    expect(codes(await byReference(second))).toEqual([]);
    const q = await usernameOf(player);
    expect((await list({ q, flagged: 'true' })).map((x) => x.reference)).toEqual([first.reference]);
    expect((await list({ q })).map((x) => x.reference).sort()).toEqual([first.reference, second].sort());
  });

  it('a bank account name changed days ago, and the third withdrawal of the Bangkok day', async () => {
    const player = await fundedPlayer(t, 1000);
    await ageMember(player);
    await t.database.pool.query(`UPDATE members SET bank_account_name = 'SOMEONE ELSE' WHERE id = $1`, [
      player.memberId,
    ]);
    await t.database.pool.query(
      `UPDATE member_bank_changes SET created_at = now() - interval '2 days 1 hour' WHERE member_id = $1`,
      [player.memberId],
    );
    const changed = await byReference(await withdraw(player, 100));
    expect(changed.context!.signals).toContainEqual({
      code: 'BANK_CHANGED',
      figures: { days: 2, threshold: 7 },
    });
    await withdraw(player, 100);
    const third = await byReference(await withdraw(player, 100));
    expect(third.context!.signals).toContainEqual({
      code: 'MANY_TODAY',
      figures: { count: 3, threshold: 3 },
    });
    // The second did not reach the threshold, and stays so once the third exists.
    const all = await list({ q: await usernameOf(player) });
    expect(all.filter((x) => codes(x).includes('MANY_TODAY')).map((x) => x.reference)).toEqual([
      third.reference,
    ]);
  });

  it('the 7 days end at the withdrawal: one paid after it was asked for changes nothing', async () => {
    const player = await fundedPlayer(t, 1000);
    const earlier = await byReference(await withdraw(player, 200));
    const later = await withdraw(player, 300);
    expect((await approve(earlier.id)).json()).toMatchObject({ stage: 'PAID' });
    expect((await byReference(later)).context).toMatchObject({ firstWithdrawal: true, withdrawals7d: 0 });
    const next = await byReference(await withdraw(player, 100));
    expect(next.context).toMatchObject({ firstWithdrawal: false, withdrawals7d: 200 });
  });
});

describe('the queue filters', () => {
  it('by amount range, reference, member phone or name, and dates', async () => {
    const player = await fundedPlayer(t, 2000);
    const small = await withdraw(player, 111);
    const large = await withdraw(player, 999);
    const { rows } = await t.database.pool.query<{ username: string; name: string }>(
      'SELECT username, name FROM members WHERE id = $1',
      [player.memberId],
    );
    const { username, name } = rows[0]!;
    const references = (items: WithdrawalItem[]) => items.map((item) => item.reference).sort();
    expect(references(await list({ q: username }))).toEqual([small, large].sort());
    expect(references(await list({ q: username, minAmount: 500 }))).toEqual([large]);
    expect(references(await list({ q: username, maxAmount: 111 }))).toEqual([small]);
    expect(references(await list({ q: username, minAmount: 112, maxAmount: 998 }))).toEqual([]);
    expect(references(await list({ reference: small }))).toEqual([small]);
    expect((await list({ q: name.slice(1, 5).toUpperCase() })).map((item) => item.reference)).toEqual(
      expect.arrayContaining([small, large]),
    );
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(references(await list({ q: username, from: hourAgo }))).toEqual([small, large].sort());
    expect(await list({ q: username, to: hourAgo })).toEqual([]);
    // 50 a page is allowed, as 20 and 100 are.
    expect(
      (await call(t.app, withdrawalQueueApi.withdrawals, { headers: finance.headers, query: { limit: 50 } }))
        .statusCode,
    ).toBe(200);
  });
});
