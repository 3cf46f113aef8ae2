import { beforeAll, describe, expect, it } from 'vitest';
import { depositNoticeApi, slipApi, type DepositReviewItem, depositReviewApi } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import {
  sandboxSlip,
  setSlipWindow,
  steerVerifier,
  uploadSlip,
  usernameOf,
} from '../../../../test/kits/slip.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  await setSlipWindow(t, 'open');
});

async function reviews(query: Record<string, string> = {}) {
  const response = await call(t.app, depositReviewApi.depositReviews, {
    headers: finance.headers,
    query: { limit: 100, ...query },
  });
  return response.json() as { pending: { count: number }; items: DepositReviewItem[] };
}

async function notice(player: Player, amount: number) {
  const response = await post(t.app, player, depositNoticeApi.add, { amount }, `dn-${Math.random()}`);
  return (response.json() as { reference: string }).reference;
}

describe('deposit reviews', () => {
  it('lists a deposit notice; approve credits it once however often it is clicked', async () => {
    const player = await fundedPlayer(t, 0);
    const reference = await notice(player, 120);
    const item = (await reviews({ channel: 'notice' })).items.find((i) => i.reference === reference)!;
    expect(item).toMatchObject({
      channel: 'notice',
      status: 'PENDING',
      amount: 120,
      member: { id: player.memberId },
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, depositReviewApi.approveDepositReview, {
          headers: finance.headers,
          params: { reviewId: item.id },
          body: {},
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(120);
    expect((await reviews({ status: 'SUCCESS' })).items.find((i) => i.id === item.id)?.decidedBy?.id).toBe(
      finance.id,
    );
    const reject = await call(t.app, depositReviewApi.rejectDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { reason: 'too late' },
    });
    expect(reject.json()).toEqual({ message: 'ALREADY_DECIDED' });
    await expectBooksBalanced(t);
  });

  it('refuses an approval whose amount differs from the notice', async () => {
    const player = await fundedPlayer(t, 0);
    const reference = await notice(player, 50);
    const item = (await reviews()).items.find((i) => i.reference === reference)!;
    const wrong = await call(t.app, depositReviewApi.approveDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { amount: 500 },
    });
    expect(wrong.json()).toEqual({ message: 'AMOUNT_MISMATCH' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('reject closes a notice FAILED with the note; nothing is credited', async () => {
    const player = await fundedPlayer(t, 0);
    const reference = await notice(player, 75);
    const item = (await reviews()).items.find((i) => i.reference === reference)!;
    const rejected = await call(t.app, depositReviewApi.rejectDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { reason: 'no such transfer at the bank' },
    });
    expect(rejected.json()).toMatchObject({ status: 'FAILED', reason: 'no such transfer at the bank' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('a slip the verifier left PENDING: approve with the amount credits it on the transfer key, and the slip list shows SUCCESS', async () => {
    const base = await fundedPlayer(t, 0);
    const member = { ...base, username: await usernameOf(t, base) };
    const { image } = await sandboxSlip(t, { amount: 60, username: member.username });
    await steerVerifier(t, 'timeout', 1);
    const uploaded = await uploadSlip(t, member, image);
    expect(uploaded.body.status).toBe('PENDING');
    const item = (await reviews({ channel: 'slip' })).items.find(
      (i) => i.reference === uploaded.body.reference,
    )!;
    expect(item.amount).toBeNull();
    expect(item.imageUrl).toMatch(/^\/api\/statement\/slip\/image\//);
    const noAmount = await call(t.app, depositReviewApi.approveDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: {},
    });
    expect(noAmount.json()).toEqual({ message: 'KEY_MISSING' });
    const approved = await call(t.app, depositReviewApi.approveDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { amount: 60 },
    });
    expect(approved.json()).toMatchObject({ status: 'SUCCESS', amount: 60 });
    expect((await walletOf(t.app, member)).wallet).toBe(60);
    const slips = await call(t.app, slipApi.list, { headers: member.headers, body: { page: 1, limit: 10 } });
    expect((slips.json() as { slips: { reference: string; status: string }[] }).slips[0]).toMatchObject({
      reference: uploaded.body.reference,
      status: 'SUCCESS',
    });
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM movements WHERE op_key LIKE 'slip:%' AND member_id = $1`,
      [member.memberId],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('a rejected slip shows FAILED in the member slip list', async () => {
    const base = await fundedPlayer(t, 0);
    const member = { ...base, username: await usernameOf(t, base) };
    const { image } = await sandboxSlip(t, { amount: 40, username: member.username });
    await steerVerifier(t, 'error', 1);
    const uploaded = await uploadSlip(t, member, image);
    const item = (await reviews({ channel: 'slip' })).items.find(
      (i) => i.reference === uploaded.body.reference,
    )!;
    expect(item.verifierNote).toBe('UNKNOW_ERROR');
    await call(t.app, depositReviewApi.rejectDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { reason: 'fake slip' },
    });
    const slips = await call(t.app, slipApi.list, { headers: member.headers, body: { page: 1, limit: 10 } });
    expect((slips.json() as { slips: { status: string; note: string }[] }).slips[0]).toMatchObject({
      status: 'FAILED',
      note: 'INVALID_SLIP',
    });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });
});
