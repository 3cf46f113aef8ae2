import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxApi, type AdjustmentItem, adjustmentApi } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../../../test/kits/operators.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
let second: TestOperator;
beforeAll(async () => {
  await call(t.app, sandboxApi.settings, {
    body: { secondApprover: { memberCreditsBaht: 1000, operatorCreditsBaht: 1_000_000 } },
  });
  finance = await makeOperator(t, 'finance');
  second = await makeOperator(t, 'finance');
});

function request(by: TestOperator, body: object, headers = operatorKey()) {
  return call(t.app, adjustmentApi.requestAdjustment, { headers: { ...by.headers, ...headers }, body });
}

describe('manual adjustments', () => {
  it('up to the four-eyes amount: applied at once against the house adjustments account', async () => {
    const player = await fundedPlayer(t, 100);
    const response = await request(finance, {
      memberId: player.memberId,
      direction: 'credit',
      amount: 50,
      reason: 'goodwill',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'APPLIED', amount: 50, requestReason: 'goodwill' });
    expect((await walletOf(t.app, player)).wallet).toBe(150);
    const report = await expectBooksBalanced(t);
    expect(report.totals['house:adjustments']).toBe(-5000);
  });

  it('a retry with the same Idempotency-Key answers the first adjustment and moves money once', async () => {
    const player = await fundedPlayer(t, 0);
    const key = operatorKey();
    const body = { memberId: player.memberId, direction: 'credit', amount: 10, reason: 'retry' };
    const answers = await Promise.all([
      request(finance, body, key),
      request(finance, body, key),
      request(finance, body, key),
    ]);
    const ids = new Set(answers.map((a) => (a.json() as AdjustmentItem).id));
    expect(ids.size).toBe(1);
    expect((await walletOf(t.app, player)).wallet).toBe(10);
    expect((await request(finance, body, {})).json()).toEqual({ message: 'KEY_MISSING' });
  });

  it('a debit past the balance is MONEY_NOT_ENOUGH and leaves nothing behind', async () => {
    const player = await fundedPlayer(t, 20);
    const response = await request(finance, {
      memberId: player.memberId,
      direction: 'debit',
      amount: 30,
      reason: 'claw back',
    });
    expect(response.json()).toEqual({ message: 'MONEY_NOT_ENOUGH' });
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM adjustments WHERE member_id = $1',
      [player.memberId],
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect((await walletOf(t.app, player)).wallet).toBe(20);
  });

  it('above the amount: waits; the requester cannot approve; a second operator applies it once', async () => {
    const player = await fundedPlayer(t, 0);
    const waiting = (await request(finance, {
      memberId: player.memberId,
      direction: 'credit',
      amount: 5000,
      reason: 'lost deposit found',
    }).then((r) => r.json())) as AdjustmentItem;
    expect(waiting.status).toBe('PENDING_APPROVAL');
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    const self = await call(t.app, adjustmentApi.approveAdjustment, {
      headers: finance.headers,
      params: { adjustmentId: waiting.id },
      body: {},
    });
    expect(self.json()).toEqual({ message: 'SAME_OPERATOR' });
    const approvals = await Promise.all(
      [0, 1, 2].map(() =>
        call(t.app, adjustmentApi.approveAdjustment, {
          headers: second.headers,
          params: { adjustmentId: waiting.id },
          body: {},
        }),
      ),
    );
    for (const answer of approvals)
      expect(answer.json()).toMatchObject({ status: 'APPLIED', decidedBy: { id: second.id } });
    expect((await walletOf(t.app, player)).wallet).toBe(5000);
    const list = await call(t.app, adjustmentApi.adjustments, {
      headers: second.headers,
      query: { memberId: player.memberId },
    });
    expect(list.json()).toMatchObject({ fourEyesAboveBaht: 1000, fourEyesAboveKip: 6_500_000, total: 1 });
  });

  it('a rejected adjustment moves nothing and cannot be approved afterwards', async () => {
    const player = await fundedPlayer(t, 0);
    const waiting = (await request(finance, {
      memberId: player.memberId,
      direction: 'credit',
      amount: 2000,
      reason: 'maybe',
    }).then((r) => r.json())) as AdjustmentItem;
    const rejected = await call(t.app, adjustmentApi.rejectAdjustment, {
      headers: second.headers,
      params: { adjustmentId: waiting.id },
      body: { reason: 'no evidence' },
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'no evidence' });
    const approve = await call(t.app, adjustmentApi.approveAdjustment, {
      headers: second.headers,
      params: { adjustmentId: waiting.id },
      body: {},
    });
    expect(approve.json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('an unknown member is NO_USER', async () => {
    const response = await request(finance, {
      memberId: 99_999_999,
      direction: 'credit',
      amount: 1,
      reason: 'x',
    });
    expect(response.json()).toEqual({ message: 'NO_USER' });
  });
});

function preview(by: TestOperator, memberId: number, direction: string, amount: number | string) {
  return call(t.app, adjustmentApi.adjustmentPreview, {
    headers: by.headers,
    query: { memberId, direction, amount } as never,
  });
}

describe("a debit's preview and refusal (issue 41, ADR 0191)", () => {
  it('shows the wallet before and after, and whether it waits, as sending it then does', async () => {
    const player = await fundedPlayer(t, 5000);
    const small = await preview(finance, player.memberId, 'debit', 120.5);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json()).toMatchObject({ balanceBefore: 5000, balanceAfter: 4879.5, needsSecond: false });
    // The whole wallet may go: nothing is left, nothing is negative.
    expect((await preview(finance, player.memberId, 'debit', 5000)).json()).toMatchObject({
      balanceAfter: 0,
      needsSecond: true,
    });
    // Above the 1,000 member limit: a debit waits, whatever the day's credits.
    const big = await preview(finance, player.memberId, 'debit', 1000.01);
    expect(big.json()).toMatchObject({ balanceBefore: 5000, balanceAfter: 3999.99, needsSecond: true });
    expect((await walletOf(t.app, player)).wallet).toBe(5000);
    const sent = await request(finance, {
      memberId: player.memberId,
      direction: 'debit',
      amount: 1000.01,
      reason: 'claw back',
    });
    expect(sent.json()).toMatchObject({ status: 'PENDING_APPROVAL' });
    const applied = await request(finance, {
      memberId: player.memberId,
      direction: 'debit',
      amount: 120.5,
      reason: 'fee',
    });
    expect(applied.json()).toMatchObject({ status: 'APPLIED' });
    expect((await walletOf(t.app, player)).wallet).toBe(4879.5);
  });

  it('a debit larger than the wallet: the preview answers MONEY_NOT_ENOUGH, as the request does', async () => {
    const player = await fundedPlayer(t, 300);
    const over = await preview(finance, player.memberId, 'debit', 300.01);
    expect([over.statusCode, over.json()]).toEqual([409, { message: 'MONEY_NOT_ENOUGH' }]);
    // A credit of the same amount is fine: only a debit can take the wallet below zero.
    expect((await preview(finance, player.memberId, 'credit', 300.01)).json()).toMatchObject({
      balanceBefore: 300,
      balanceAfter: 600.01,
    });
  });

  it('refuses one that would wait for a second operator too, recording and auditing nothing', async () => {
    const player = await fundedPlayer(t, 300);
    const audits = async () =>
      (
        await t.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM operator_audit WHERE member_id = $1`,
          [player.memberId],
        )
      ).rows[0]!.n;
    const before = await audits();
    const response = await request(finance, {
      memberId: player.memberId,
      direction: 'debit',
      amount: 2000,
      reason: 'claw back',
    });
    expect([response.statusCode, response.json()]).toEqual([409, { message: 'MONEY_NOT_ENOUGH' }]);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM adjustments WHERE member_id = $1',
      [player.memberId],
    );
    expect(rows[0]).toEqual({ n: 0 });
    expect(await audits()).toBe(before);
    expect((await walletOf(t.app, player)).wallet).toBe(300);
  });

  it('refuses an unknown member and a bad direction without a 500', async () => {
    const unknown = await preview(finance, 99_999_999, 'debit', 1);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'NO_USER' }]);
    const player = await fundedPlayer(t, 10);
    expect((await preview(finance, player.memberId, 'sideways', 1)).statusCode).toBe(400);
  });
});
