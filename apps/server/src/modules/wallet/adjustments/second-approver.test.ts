import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositNoticeApi,
  financeApi,
  sandboxApi,
  type AdjustmentItem,
  type DepositReviewItem,
} from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, walletOf, type Player } from '../../../../test/money.ts';
import {
  makeOperator,
  OPERATOR_PASSWORD,
  operatorKey,
  signIn,
  type TestOperator,
} from '../../../../test/kits/operators.ts';

// The seeded settings: 10,000 baht per member and 100,000 per operator in a rolling day.
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
let second: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  second = await makeOperator(t, 'finance');
});

function credit(by: TestOperator, player: Player, amount: number) {
  return call(t.app, financeApi.requestAdjustment, {
    headers: { ...by.headers, ...operatorKey() },
    body: { memberId: player.memberId, direction: 'credit', amount, reason: 'split credit' },
  });
}

function approveReview(by: Pick<TestOperator, 'headers'>, reviewId: string, body: object = {}) {
  return call(t.app, financeApi.approveDepositReview, { headers: by.headers, params: { reviewId }, body });
}

async function noticeReview(player: Player, amount: number): Promise<DepositReviewItem> {
  const sent = await post(t.app, player, depositNoticeApi.add, { amount }, `dn-${Math.random()}`);
  const { reference } = sent.json() as { reference: string };
  const list = await call(t.app, financeApi.depositReviews, {
    headers: finance.headers,
    query: { memberId: player.memberId, limit: 100 },
  });
  return (list.json() as { items: DepositReviewItem[] }).items.find((i) => i.reference === reference)!;
}

describe('the second approver on operator credits (ADR 0054)', () => {
  it('five credits of 10,000 in a row: the first applies, the second on waits for another operator', async () => {
    const player = await fundedPlayer(t, 0);
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(((await credit(finance, player, 10_000)).json() as AdjustmentItem).status);
    expect(statuses).toEqual(['APPLIED', ...Array<string>(4).fill('PENDING_APPROVAL')]);
    expect((await walletOf(t.app, player)).wallet).toBe(10_000);
  });

  it('parallel credits cannot race past the member threshold', async () => {
    const player = await fundedPlayer(t, 0);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => credit(finance, player, 6_000)));
    const statuses = answers.map((a) => (a.json() as AdjustmentItem).status).sort();
    expect(statuses).toEqual(['APPLIED', ...Array<string>(4).fill('PENDING_APPROVAL')]);
    expect((await walletOf(t.app, player)).wallet).toBe(6_000);
  });

  it('adjustments and deposit-review approvals count toward one threshold', async () => {
    const player = await fundedPlayer(t, 0);
    expect(((await credit(finance, player, 6_000)).json() as AdjustmentItem).status).toBe('APPLIED');
    const review = await noticeReview(player, 5_000);

    const first = await approveReview(finance, review.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'PENDING',
      firstApproval: { operator: { id: finance.id }, amount: 5_000 },
      decidedBy: null,
    });
    // The first approver clicking again changes nothing; the money has not moved.
    expect((await approveReview(finance, review.id)).json()).toMatchObject({ status: 'PENDING' });
    expect((await walletOf(t.app, player)).wallet).toBe(6_000);
    // The second operator must approve the same amount.
    expect((await approveReview(second, review.id, { amount: 4_000 })).json()).toEqual({
      message: 'AMOUNT_MISMATCH',
    });

    const seconds = await Promise.all([0, 1, 2].map(() => approveReview(second, review.id)));
    for (const answer of seconds)
      expect(answer.json()).toMatchObject({
        status: 'SUCCESS',
        decidedBy: { id: second.id },
        firstApproval: null,
      });
    expect((await walletOf(t.app, player)).wallet).toBe(11_000);
    const { rows } = await t.database.pool.query(
      `SELECT action FROM operator_audit WHERE target_id = $1 ORDER BY id`,
      [review.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'deposit_review.first_approve',
      'deposit_review.approve',
    ]);
  });

  it('a rejected first approval is cancelled and counts toward nothing', async () => {
    const player = await fundedPlayer(t, 0);
    await credit(finance, player, 9_000);
    const review = await noticeReview(player, 2_000);
    expect((await approveReview(finance, review.id)).json()).toMatchObject({ status: 'PENDING' });
    const rejected = await call(t.app, financeApi.rejectDepositReview, {
      headers: second.headers,
      params: { reviewId: review.id },
      body: { reason: 'no such transfer on the statement' },
    });
    expect(rejected.json()).toMatchObject({ status: 'FAILED', firstApproval: null });
    expect((await approveReview(second, review.id)).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(9_000);
    // 9,000 applied: 1,000 more still fits the member's day.
    expect(((await credit(finance, player, 1_000)).json() as AdjustmentItem).status).toBe('APPLIED');
  });

  it("an operator's own credits of the day count across members", async () => {
    await call(t.app, sandboxApi.settings, {
      body: { secondApprover: { memberCreditsBaht: 10_000, operatorCreditsBaht: 15_000 } },
    });
    try {
      const alone = await makeOperator(t, 'finance');
      const [a, b] = [await fundedPlayer(t, 0), await fundedPlayer(t, 0)];
      expect(((await credit(alone, a, 8_000)).json() as AdjustmentItem).status).toBe('APPLIED');
      expect(((await credit(alone, b, 8_000)).json() as AdjustmentItem).status).toBe('PENDING_APPROVAL');
      expect(((await credit(alone, b, 7_000)).json() as AdjustmentItem).status).toBe('APPLIED');
    } finally {
      await call(t.app, sandboxApi.settings, {
        body: { secondApprover: { memberCreditsBaht: 10_000, operatorCreditsBaht: 100_000 } },
      });
    }
  });

  it('an operator made or handed over by the requester within a day is not a second approver', async () => {
    const admin = await makeOperator(t, 'admin');
    const made = await t.operators.create(
      { operatorId: admin.id, ip: null },
      {
        username: `made-${Date.now()}`,
        name: 'Made by the admin',
        role: 'finance',
        password: OPERATOR_PASSWORD,
        reason: 'new hire',
      },
    );
    const signedIn = await signIn(t, made.operator.username, OPERATOR_PASSWORD, made.enrolment!.secret);
    const puppet = { headers: { authorization: `Bearer ${(signedIn.json() as { token: string }).token}` } };
    const player = await fundedPlayer(t, 0);

    // The admin asks, its new operator approves: refused.
    const asked = (await credit(admin, player, 50_000)).json() as AdjustmentItem;
    expect(asked.status).toBe('PENDING_APPROVAL');
    const byPuppet = await call(t.app, financeApi.approveAdjustment, {
      headers: puppet.headers,
      params: { adjustmentId: asked.id },
      body: {},
    });
    expect(byPuppet.json()).toEqual({ message: 'SAME_OPERATOR' });

    // The other way round: its new operator asks, the admin approves: refused as well.
    const review = await noticeReview(player, 20_000);
    expect((await approveReview(puppet, review.id)).json()).toMatchObject({
      status: 'PENDING',
    });
    expect((await approveReview(admin, review.id)).json()).toEqual({ message: 'SAME_OPERATOR' });

    // An independent operator approves both.
    const approved = await call(t.app, financeApi.approveAdjustment, {
      headers: second.headers,
      params: { adjustmentId: asked.id },
      body: {},
    });
    expect(approved.json()).toMatchObject({ status: 'APPLIED' });
    expect((await approveReview(second, review.id)).json()).toMatchObject({ status: 'SUCCESS' });
    expect((await walletOf(t.app, player)).wallet).toBe(70_000);
  });

  it("a deposit notice above the setting's maximum is refused and recorded nowhere", async () => {
    const player = await fundedPlayer(t, 0);
    const sent = await post(
      t.app,
      player,
      depositNoticeApi.add,
      { amount: 100_000.01 },
      `dn-${Math.random()}`,
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ message: 'KEY_INVALID' });
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND kind = 'deposit_notice'`,
      [player.memberId],
    );
    expect(rows[0]).toEqual({ n: 0 });
    const atMost = await post(
      t.app,
      player,
      depositNoticeApi.add,
      { amount: 100_000 },
      `dn-${Math.random()}`,
    );
    expect(atMost.statusCode).toBe(201);
  });
});
