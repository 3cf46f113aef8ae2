import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { trueLinkReply, type DepositReviewItem, depositReviewApi } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { trueLinkKit } from '../../../../test/kits/truelink.ts';
import { forgetAnswer } from '../../../../test/kits/lost-answer.ts';

// TRUEMONEY=manual (ADR 0147): no redeem API; finance redeems each link in the app and confirms the amount.
// The seeded second-approver limits: 10,000 baht per member and 100,000 per operator in a rolling day.
const t = useTestApp({ ...MONEY_TEST_ENV, TRUEMONEY: 'manual' }, { checkBooks: true });
const { seal, submit, voucherRow, movementOf } = trueLinkKit(() => t);
let finance: TestOperator;
let second: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  second = await makeOperator(t, 'finance');
});

function giftLink() {
  const voucherHash = randomBytes(18).toString('hex');
  return { voucherHash, link: `https://gift.truemoney.com/campaign/?v=${voucherHash}` };
}

async function reviewOf(reference: string): Promise<DepositReviewItem | undefined> {
  const response = await call(t.app, depositReviewApi.depositReviews, {
    headers: finance.headers,
    query: { channel: 'truelink', limit: 100 },
  });
  return (response.json() as { items: DepositReviewItem[] }).items.find(
    (item) => item.reference === reference,
  );
}

const approve = (by: TestOperator, reviewId: string, body: { amount?: number; reason?: string }) =>
  call(t.app, depositReviewApi.approveDepositReview, { headers: by.headers, params: { reviewId }, body });

describe('TrueMoney gift links redeemed by hand (TRUEMONEY=manual)', () => {
  it('a link waits for finance (the member is told it is being checked); the confirmed amount credits once', async () => {
    const player = await fundedPlayer(t, 10);
    const { link, voucherHash } = giftLink();
    const sent = await submit(player, await seal(link));
    // 202: accepted, not yet credited (as the redeem path answers a deposit under review).
    expect(sent.statusCode).toBe(202);
    const reply = trueLinkReply.parse(sent.body);
    expect(reply).toEqual({
      reference: expect.stringMatching(/^TM[A-Z2-9]{16}$/),
      status: 'PENDING',
      amount: 0,
      wallet: { amount: 10 },
    });
    expect(await voucherRow(voucherHash)).toMatchObject({
      status: 'OPERATOR',
      amount: null,
      movement_id: null,
    });
    // The same link again (from anyone) is a duplicate, not a second queue item.
    expect((await submit(await fundedPlayer(t, 0), await seal(link))).body).toEqual({
      message: 'TRUELINK_DUPLICATE',
    });

    const item = (await reviewOf(reply.reference))!;
    expect(item).toMatchObject({
      id: expect.stringMatching(/^voucher-\d+$/),
      channel: 'truelink',
      status: 'PENDING',
      amount: null,
      member: { id: player.memberId },
      details: { giftLink: link },
    });
    // Finance must say what the voucher held: no amount, no credit.
    expect((await approve(finance, item.id, {})).json()).toEqual({ message: 'KEY_MISSING' });
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => approve(finance, item.id, { amount: 150.25 })),
    );
    for (const click of clicks) expect(click.json()).toMatchObject({ status: 'SUCCESS', amount: 150.25 });
    expect((await walletOf(t.app, player)).wallet).toBe(160.25);
    const movements = await movementOf(voucherHash);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ from_place: 'TRUEMONEY', amount: 15025, status: 'SUCCESS' });
    expect(await voucherRow(voucherHash)).toMatchObject({ status: 'REDEEMED', amount: 15025 });
    // A decided link no longer shows the link (it redeems nothing more).
    expect((await reviewOf(reply.reference))!.details.giftLink).toBeUndefined();
    await expectBooksBalanced(t);
  });

  it('above the second-approver limit the typed amount waits for an independent operator', async () => {
    const player = await fundedPlayer(t, 0);
    const { link } = giftLink();
    const reply = trueLinkReply.parse((await submit(player, await seal(link))).body);
    const item = (await reviewOf(reply.reference))!;
    const first = await approve(finance, item.id, { amount: 12_000 });
    expect(first.json()).toMatchObject({
      status: 'PENDING',
      firstApproval: { operator: { id: finance.id }, amount: 12_000 },
    });
    expect((await approve(finance, item.id, {})).json()).toMatchObject({ status: 'PENDING' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    expect((await approve(second, item.id, { amount: 1_200 })).json()).toEqual({
      message: 'AMOUNT_MISMATCH',
    });
    const seconds = await Promise.all([0, 1].map(() => approve(second, item.id, {})));
    for (const answer of seconds)
      expect(answer.json()).toMatchObject({ status: 'SUCCESS', decidedBy: { id: second.id } });
    expect((await walletOf(t.app, player)).wallet).toBe(12_000);
    await expectBooksBalanced(t);
  });

  it('a link finance rejects (empty or spent) credits nothing and may be sent again', async () => {
    const player = await fundedPlayer(t, 0);
    const { link, voucherHash } = giftLink();
    const reply = trueLinkReply.parse((await submit(player, await seal(link))).body);
    const item = (await reviewOf(reply.reference))!;
    const rejected = await call(t.app, depositReviewApi.rejectDepositReview, {
      headers: finance.headers,
      params: { reviewId: item.id },
      body: { reason: 'voucher already redeemed' },
    });
    expect(rejected.json()).toMatchObject({ status: 'FAILED' });
    expect((await approve(second, item.id, { amount: 50 })).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect(await voucherRow(voucherHash)).toMatchObject({ status: 'FAILED', movement_id: null });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    expect(trueLinkReply.parse((await submit(player, await seal(link))).body).status).toBe('PENDING');
  });
});

describe('a manual gift link whose process died before it answered (ADR 0195)', () => {
  it.each([
    ['queued for finance', false],
    ['claimed, not yet queued', true],
  ])(
    '%s: retried under its key, it is answered PENDING; another key hears TRUELINK_DUPLICATE',
    async (_, claimedOnly) => {
      const player = await fundedPlayer(t, 10);
      const { link, voucherHash } = giftLink();
      const sealed = await seal(link);
      const key = randomUUID();
      const first = await submit(player, sealed, key);
      expect(first.statusCode).toBe(202);
      await forgetAnswer(t, player.memberId, key);
      // A crash between the claim and the queue leaves the row PENDING under the request's key.
      if (claimedOnly)
        await t.database.pool.query(
          `UPDATE truemoney_vouchers SET status = 'PENDING' WHERE voucher_hash = $1`,
          [voucherHash],
        );

      expect(await submit(player, sealed, key)).toEqual(first);
      expect(await voucherRow(voucherHash)).toMatchObject({ status: 'OPERATOR', movement_id: null });
      expect(await submit(player, sealed, randomUUID())).toEqual({
        statusCode: 409,
        body: { message: 'TRUELINK_DUPLICATE' },
      });
    },
  );
});
