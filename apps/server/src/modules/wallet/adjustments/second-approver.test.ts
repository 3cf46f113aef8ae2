import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositNoticeApi,
  operatorsApi,
  sandboxApi,
  type AdjustmentItem,
  type DepositReviewItem,
  type OperatorGrantReply,
  depositReviewApi,
  adjustmentApi,
} from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, walletOf, type Player } from '../../../../test/money.ts';
import {
  enrolThrough,
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
  return call(t.app, adjustmentApi.requestAdjustment, {
    headers: { ...by.headers, ...operatorKey() },
    body: { memberId: player.memberId, direction: 'credit', amount, reason: 'split credit' },
  });
}

function approveReview(by: Pick<TestOperator, 'headers'>, reviewId: string, body: object = {}) {
  return call(t.app, depositReviewApi.approveDepositReview, {
    headers: by.headers,
    params: { reviewId },
    body,
  });
}

function approveAdjustment(by: Pick<TestOperator, 'headers'>, adjustmentId: number) {
  return call(t.app, adjustmentApi.approveAdjustment, {
    headers: by.headers,
    params: { adjustmentId },
    body: {},
  });
}

/** Moves an operator's making and every grant on it back by `hours`. */
async function age(operatorId: number, hours: number) {
  const back = `${hours} hours`;
  await t.database.pool.query(`UPDATE operators SET created_at = created_at - $2::interval WHERE id = $1`, [
    operatorId,
    back,
  ]);
  await t.database.pool.query(
    `UPDATE operator_grants SET issued_at = issued_at - $2::interval, enrolled_at = enrolled_at - $2::interval,
       confirmed_at = confirmed_at - $2::interval WHERE operator_id = $1`,
    [operatorId, back],
  );
}

async function signedIn(username: string, secret: string): Promise<TestOperator> {
  const response = await signIn(t, username, OPERATOR_PASSWORD, secret);
  if (response.statusCode !== 200) throw new Error(response.body);
  const { token, operator } = response.json<{ token: string; operator: { id: number; role: 'finance' } }>();
  return {
    id: operator.id,
    username,
    password: OPERATOR_PASSWORD,
    role: operator.role,
    secret,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** This admin alone is active (the suite's other admins are disabled). */
async function soleAdmin(): Promise<TestOperator> {
  const admin = await makeOperator(t, 'admin');
  await t.database.pool.query(`UPDATE operators SET active = false WHERE role = 'admin' AND id <> $1`, [
    admin.id,
  ]);
  return admin;
}

async function confirmIfWaiting(reply: OperatorGrantReply, operatorId: number, issuer: TestOperator) {
  if (!reply.needsConfirmation) return;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT id::int AS id FROM operators WHERE role = 'admin' AND active AND id <> $1 LIMIT 1`,
    [issuer.id],
  );
  await t.database.pool.query(
    `UPDATE operator_grants SET confirmed_by = $2, confirmed_at = now()
     WHERE operator_id = $1 AND needs_confirmation AND confirmed_at IS NULL`,
    [operatorId, rows[0]!.id],
  );
}

let hires = 0;
/** An operator the admin makes through the API; it enrols through its link, `confirmer` confirms it. */
async function invited(
  admin: TestOperator,
  confirmer?: TestOperator,
  role: 'admin' | 'finance' = 'finance',
): Promise<TestOperator> {
  hires += 1;
  const username = `hire-${hires}-${Date.now() % 100_000}`;
  const created = await call(t.app, operatorsApi.create, {
    headers: admin.headers,
    body: { username, name: `Hire ${hires}`, role, reason: 'new hire' },
  });
  const reply = created.json<OperatorGrantReply>();
  const { secret } = await enrolThrough(t, reply.link!);
  if (confirmer) {
    const confirmed = await call(t.app, operatorsApi.confirm, {
      headers: confirmer.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'met them' },
    });
    if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  }
  return signedIn(username, secret);
}

async function noticeReview(player: Player, amount: number): Promise<DepositReviewItem> {
  const sent = await post(t.app, player, depositNoticeApi.add, { amount }, `dn-${Math.random()}`);
  const { reference } = sent.json() as { reference: string };
  const list = await call(t.app, depositReviewApi.depositReviews, {
    headers: finance.headers,
    query: { memberId: player.memberId, limit: 100 },
  });
  return (list.json() as { items: DepositReviewItem[] }).items.find((i) => i.reference === reference)!;
}

function preview(by: TestOperator, memberId: number, amount: number | string) {
  return call(t.app, adjustmentApi.adjustmentPreview, {
    headers: by.headers,
    query: { memberId, direction: 'credit', amount } as never,
  });
}

describe('the second approver on operator credits (ADR 0054)', () => {
  it("the form's preview answers what the credit then does, from the same sums (issue 41)", async () => {
    const asker = await makeOperator(t, 'finance');
    const player = await fundedPlayer(t, 0);
    expect((await preview(asker, player.memberId, 10_000)).json()).toEqual({
      balanceBefore: 0,
      balanceAfter: 10_000,
      creditsLast24h: 0,
      operatorCreditsLast24h: 0,
      memberLimit: 10_000,
      operatorLimit: 100_000,
      needsSecond: false,
      currency: 'THB',
    });
    expect(((await credit(asker, player, 6_000)).json() as AdjustmentItem).status).toBe('APPLIED');

    expect((await preview(asker, player.memberId, 4_000)).json()).toMatchObject({
      balanceBefore: 6_000,
      balanceAfter: 10_000,
      creditsLast24h: 6_000,
      operatorCreditsLast24h: 6_000,
      needsSecond: false,
    });
    const over = await preview(asker, player.memberId, 4_000.01);
    expect(over.json()).toMatchObject({ creditsLast24h: 6_000, needsSecond: true });
    // Another operator sees the member's day, not the asker's own.
    const other = await makeOperator(t, 'finance');
    expect((await preview(other, player.memberId, 100)).json()).toMatchObject({
      creditsLast24h: 6_000,
      operatorCreditsLast24h: 0,
    });
    // The preview moved nothing and the credit it described waits, as it said.
    expect(((await credit(asker, player, 4_000.01)).json() as AdjustmentItem).status).toBe(
      'PENDING_APPROVAL',
    );
    expect((await walletOf(t.app, player)).wallet).toBe(6_000);
  });

  it('the preview refuses an unknown member and a malformed amount without a 500', async () => {
    const asker = await makeOperator(t, 'finance');
    const unknown = await preview(asker, 999_999_999, 100);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'NO_USER' }]);
    const player = await fundedPlayer(t, 0);
    for (const amount of ['abc', '-5', '1.001'])
      expect((await preview(asker, player.memberId, amount)).statusCode).toBe(400);
  });

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
    const rejected = await call(t.app, depositReviewApi.rejectDepositReview, {
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

  it('an operator made within the window (72 h) is refused as a second approver: APPROVER_TOO_NEW', async () => {
    const player = await fundedPlayer(t, 0);
    const asked = (await credit(finance, player, 50_000)).json() as AdjustmentItem;
    expect(asked.status).toBe('PENDING_APPROVAL');
    const fresh = await makeOperator(t, 'finance', { fresh: true });
    const refused = await approveAdjustment(fresh, asked.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'APPROVER_TOO_NEW' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // Made 73 hours ago (the window is 72): it may approve.
    await age(fresh.id, 73);
    expect((await approveAdjustment(fresh, asked.id)).json()).toMatchObject({ status: 'APPLIED' });
    expect((await walletOf(t.app, player)).wallet).toBe(50_000);
  });

  it('a reset or a new role restarts the window: the operator is too new again', async () => {
    const admin = await makeOperator(t, 'admin');
    const veteran = await makeOperator(t, 'finance');
    const player = await fundedPlayer(t, 0);
    const asked = (await credit(finance, player, 20_000)).json() as AdjustmentItem;
    const reset = await call(t.app, operatorsApi.resetTotp, {
      headers: admin.headers,
      params: { operatorId: veteran.id },
      body: { reason: 'new phone' },
    });
    await confirmIfWaiting(reset.json<OperatorGrantReply>(), veteran.id, admin);
    const { secret } = await enrolThrough(t, reset.json<OperatorGrantReply>().link!);
    const back = await signedIn(veteran.username, secret);
    expect((await approveAdjustment(back, asked.id)).json()).toEqual({ message: 'APPROVER_TOO_NEW' });
  });

  it('two operators one admin made cannot approve each other, however long they wait: APPROVER_NOT_INDEPENDENT', async () => {
    const admin = await soleAdmin();
    const [a, b] = [await invited(admin), await invited(admin)];
    // Past the window: waiting does not make them two people.
    await age(a.id, 24 * 30);
    await age(b.id, 24 * 30);
    const player = await fundedPlayer(t, 0);
    const asked = (await credit(a, player, 200_000)).json() as AdjustmentItem;
    expect(asked.status).toBe('PENDING_APPROVAL');
    const refused = await approveAdjustment(b, asked.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'APPROVER_NOT_INDEPENDENT' });
    // Nor the admin who made them, nor the other way round through a deposit review.
    expect((await approveAdjustment(admin, asked.id)).json()).toEqual({
      message: 'APPROVER_NOT_INDEPENDENT',
    });
    const review = await noticeReview(player, 20_000);
    expect((await approveReview(b, review.id)).json()).toMatchObject({ status: 'PENDING' });
    expect((await approveReview(a, review.id)).json()).toEqual({ message: 'APPROVER_NOT_INDEPENDENT' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // An operator the shell made long ago is independent of all three.
    expect((await approveAdjustment(second, asked.id)).json()).toMatchObject({ status: 'APPLIED' });
    expect((await approveReview(second, review.id)).json()).toMatchObject({ status: 'SUCCESS' });
    expect((await walletOf(t.app, player)).wallet).toBe(220_000);
  });

  it('confirmed by an independent second admin, two operators of one admin are independent of each other (not of that admin)', async () => {
    const admin = await soleAdmin();
    const other = await makeOperator(t, 'admin');
    const [a, b] = [await invited(admin, other), await invited(admin, other)];
    await age(a.id, 24 * 30);
    await age(b.id, 24 * 30);
    const player = await fundedPlayer(t, 0);
    const asked = (await credit(a, player, 30_000)).json() as AdjustmentItem;
    expect((await approveAdjustment(admin, asked.id)).json()).toEqual({
      message: 'APPROVER_NOT_INDEPENDENT',
    });
    expect((await approveAdjustment(b, asked.id)).json()).toMatchObject({ status: 'APPLIED' });
  });

  it('a second admin the first one made alone is its own: its confirmations vouch for nothing', async () => {
    const admin = await soleAdmin();
    // Alone, the admin makes a second admin (no one to confirm it), then two finance operators
    // that this second admin confirms: all of them are the first admin's.
    const puppet = await invited(admin, undefined, 'admin');
    const [a, b] = [await invited(admin, puppet), await invited(admin, puppet)];
    for (const id of [puppet.id, a.id, b.id]) await age(id, 24 * 30);
    const player = await fundedPlayer(t, 0);
    const asked = (await credit(a, player, 30_000)).json() as AdjustmentItem;
    expect((await approveAdjustment(b, asked.id)).json()).toEqual({ message: 'APPROVER_NOT_INDEPENDENT' });
    expect((await approveAdjustment(puppet, asked.id)).json()).toEqual({
      message: 'APPROVER_NOT_INDEPENDENT',
    });
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
