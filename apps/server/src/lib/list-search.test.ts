import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositNoticeApi,
  accountOperatorApi,
  withdrawApi,
  withdrawalQueueApi,
  depositReviewApi,
  adjustmentApi,
} from '@wallet/contract';
import { call } from '../../test/call.ts';
import { useTestApp } from '../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../test/money.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../test/kits/operators.ts';

// Issue 27 (ADR 0111): the one search of every queue and of the member statement.
const t = useTestApp({ ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator' });
let finance: TestOperator;
let player: Player;
let other: Player;
const refs = { notice: '', withdrawal: '', adjustment: '' };
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  player = await fundedPlayer(t, 1000);
  other = await fundedPlayer(t, 1000);
  await t.database.pool.query('UPDATE members SET name = $2 WHERE id = $1', [
    player.memberId,
    'Kanya Searchable',
  ]);
  const notice = await post(t.app, player, depositNoticeApi.add, { amount: 123.45 }, `ls-n-${Date.now()}`);
  refs.notice = (notice.json() as { reference: string }).reference;
  await post(t.app, other, depositNoticeApi.add, { amount: 123.45 }, `ls-o-${Date.now()}`);
  const withdrawal = await post(
    t.app,
    player,
    withdrawApi.withdraw,
    { amount: 234.56 },
    `ls-w-${Date.now()}`,
  );
  refs.withdrawal = (withdrawal.json() as { reference: string }).reference;
  const adjusted = await call(t.app, adjustmentApi.requestAdjustment, {
    headers: { ...finance.headers, ...operatorKey() },
    body: { memberId: player.memberId, direction: 'credit', amount: 34.5, reason: 'goodwill' },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
  refs.adjustment = (adjusted.json() as { reference: string }).reference;
});

type Listed = { items: { reference: string | null; member: { id: number } }[] };
async function listed(
  route:
    | typeof depositReviewApi.depositReviews
    | typeof adjustmentApi.adjustments
    | typeof withdrawalQueueApi.withdrawals,
  query: Record<string, string | number>,
) {
  const response = await call(t.app, route, {
    headers: finance.headers,
    query: { limit: 100, ...query } as never,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Listed).items;
}

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 3_600_000).toISOString();

describe.each([
  ['deposit reviews', depositReviewApi.depositReviews, 'notice', 123.45],
  ['withdrawals', withdrawalQueueApi.withdrawals, 'withdrawal', 234.56],
  ['adjustments', adjustmentApi.adjustments, 'adjustment', 34.5],
] as const)('the %s queue searches', (_name, route, which, amount) => {
  it('by reference, amount range, member phone or name, and date range', async () => {
    const reference = refs[which];
    expect((await listed(route, { reference })).map((item) => item.reference)).toEqual([reference]);
    const byAmount = await listed(route, { minAmount: amount, maxAmount: amount });
    expect(byAmount.some((item) => item.reference === reference)).toBe(true);
    expect(
      byAmount.every((item) => item.member.id === player.memberId || item.member.id === other.memberId),
    ).toBe(true);
    expect(
      (await listed(route, { minAmount: amount + 0.01 })).some((item) => item.reference === reference),
    ).toBe(false);
    const byPhone = await listed(route, { q: player.username });
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((item) => item.member.id === player.memberId)).toBe(true);
    const byName = await listed(route, { q: 'kanya SEARCH' });
    expect(byName.map((item) => item.reference)).toContain(reference);
    expect(byName.every((item) => item.member.id === player.memberId)).toBe(true);
    expect((await listed(route, { from: past, to: future })).map((item) => item.reference)).toContain(
      reference,
    );
    expect(await listed(route, { from: future })).toEqual([]);
    // A bound with more than two decimals is a filter, not a refused amount.
    expect(
      (await listed(route, { minAmount: amount - 0.005, maxAmount: amount + 0.005 })).map((i) => i.reference),
    ).toContain(reference);
  });
});

describe('the member statement searches', () => {
  async function statement(query: Record<string, string | number>) {
    const response = await call(t.app, accountOperatorApi.statement, {
      headers: finance.headers,
      params: { memberId: player.memberId },
      query: { limit: 100, ...query } as never,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { total: number; movements: { reference: string; amount: number }[] };
  }

  it('by reference, amount range and date range', async () => {
    expect((await statement({ reference: refs.withdrawal })).movements.map((m) => m.reference)).toEqual([
      refs.withdrawal,
    ]);
    const byAmount = await statement({ minAmount: 100, maxAmount: 200 });
    expect(byAmount.movements.map((m) => m.reference)).toEqual([refs.notice]);
    expect(byAmount.total).toBe(1);
    expect((await statement({ from: past })).total).toBeGreaterThanOrEqual(4);
    expect((await statement({ from: future })).movements).toEqual([]);
  });
});
