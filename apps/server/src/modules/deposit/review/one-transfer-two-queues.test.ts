import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedOperatorApi, type DepositReviewItem, depositReviewApi } from '@wallet/contract';
import { interbankCodeOf } from '../../../adapters/slip-verifier/bank-codes.ts';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  kipPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../../test/kits/slip.ts';
import {
  SITE_KBANK_AUTO,
  bankTransfer,
  lookalikeAccount,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';

/**
 * ADR 0181: one bank transfer credits at most one deposit, over every path. A slip left in the
 * deposit reviews and the bank feed's own sighting of the same transfer wait in two operators'
 * queues; whichever operator credits first, the other is refused and nothing is credited twice.
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let reviewer: TestOperator;
let feeder: TestOperator;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
  reviewer = await makeOperator(t, 'finance');
  feeder = await makeOperator(t, 'finance');
});

interface Waiting {
  /** The slip's member: a kip wallet, so its slip of a baht account waits for an operator (ADR 0175). */
  slipper: Player;
  /** A baht member the feed's operator places the transfer on. */
  placed: Player;
  reviewId: string;
  feedItemId: string;
}

/**
 * One transfer into the site's KBANK account, seen by the bank's SMS (no sender: it waits in
 * the feed's queue) and by the member's slip (the verifier reads it; the wallet is kip, so it
 * waits in the deposit reviews): the same money in both queues.
 */
async function oneTransferInBothQueues(amount: number, via: 'notification' | 'push' = 'notification') {
  const slipper = await kipPlayer(t, 0);
  const placed = await fundedPlayer(t, 0);
  const reference = await bankTransfer(t, {
    fromBankCode: 'KBANK',
    fromAccountNo: (await registeredAccount(t, slipper)).accountNo,
    toAccountNo: SITE_KBANK_AUTO,
    amount,
    via,
  });
  const { image } = await sandboxSlip(t, {
    amount,
    transRef: reference,
    sendingBank: interbankCodeOf('KBANK')!,
    receiverAccountNo: SITE_KBANK_AUTO,
    username: await usernameOf(t, slipper),
  });
  const uploaded = await uploadSlip(t, slipper, image);
  expect(uploaded.body).toMatchObject({ status: 'PENDING', note: 'UNKNOW_ERROR' });
  const reviews = await call(t.app, depositReviewApi.depositReviews, {
    headers: reviewer.headers,
    query: { limit: 100, channel: 'slip', memberId: slipper.memberId },
  });
  const item = (reviews.json() as { items: DepositReviewItem[] }).items[0]!;
  const { rows } = await t.database.pool.query<{ id: number; outcome: string }>(
    `SELECT id::int, outcome FROM bank_transfers WHERE account_no = $1 AND amount = $2 ORDER BY id DESC LIMIT 1`,
    [SITE_KBANK_AUTO, Math.round(amount * 100)],
  );
  expect(rows[0]?.outcome).toBe('UNMATCHED');
  return { slipper, placed, reviewId: item.id, feedItemId: `transfer-${rows[0]!.id}` } satisfies Waiting;
}

const approveSlip = (w: Waiting) =>
  call(t.app, depositReviewApi.approveDepositReview, {
    headers: reviewer.headers,
    params: { reviewId: w.reviewId },
    body: {},
  });

const placeTransfer = (w: Waiting) =>
  call(t.app, bankFeedOperatorApi.matchBankFeedItem, {
    headers: feeder.headers,
    params: { itemId: w.feedItemId },
    body: { memberId: w.placed.memberId, reason: 'the member called about this transfer' },
  });

/** Every deposit movement that credited this transfer's amount to either member. */
async function creditsOf(w: Waiting) {
  const { rows } = await t.database.pool.query<{ memberId: number }>(
    `SELECT member_id::int AS "memberId" FROM movements
     WHERE member_id = ANY($1) AND kind = 'deposit' AND status = 'SUCCESS' AND from_place <> 'TEST'`,
    [[w.slipper.memberId, w.placed.memberId]],
  );
  return rows.map((r) => r.memberId);
}

describe('one bank transfer credits at most one deposit, over both operators’ queues (ADR 0181)', () => {
  it('the slip review first: the feed operator’s placing is refused ALREADY_DECIDED', async () => {
    const w = await oneTransferInBothQueues(311.11);
    const approved = await approveSlip(w);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'SUCCESS' });
    const placed = await placeTransfer(w);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, w.placed)).wallet).toBe(0);
    expect(await creditsOf(w)).toEqual([w.slipper.memberId]);
    // The transfer is the slip's, with its movement noted: the recovery job has nothing to finish.
    const { rows } = await t.database.pool.query(
      `SELECT outcome, matched_by AS "matchedBy", movement_id IS NOT NULL AS noted FROM bank_transfers WHERE id = $1`,
      [Number(w.feedItemId.slice('transfer-'.length))],
    );
    expect(rows[0]).toEqual({ outcome: 'CREDITED', matchedBy: 'slip', noted: true });
    await expectBooksBalanced(t);
  });

  it('the feed first: the slip’s approval is refused ALREADY_DECIDED and credits nothing', async () => {
    const w = await oneTransferInBothQueues(322.22);
    const placed = await placeTransfer(w);
    expect(placed.statusCode, placed.body).toBe(200);
    const approved = await approveSlip(w);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, w.slipper)).wallet).toBe(0);
    expect(await creditsOf(w)).toEqual([w.placed.memberId]);
    // A repeat is refused the same way; the operator may still reject the slip with a note.
    expect((await approveSlip(w)).statusCode).toBe(409);
    await expectBooksBalanced(t);
  });

  it('a slip of a transfer the feed credited to its sender: the approval is refused and the slip closed with the duplicate note', async () => {
    // A push shows the sender's account: the feed credits the owner at once, and the slip of the
    // same transfer by another member is that very transfer (not a maybe).
    const owner = await fundedPlayer(t, 0);
    const other = await kipPlayer(t, 0);
    const ownerAccount = (await registeredAccount(t, owner)).accountNo;
    const otherAccount = await lookalikeAccount(t, owner, other);
    const reference = await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: ownerAccount,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 333.33,
      via: 'push',
    });
    expect((await walletOf(t.app, owner)).wallet).toBe(333.33);
    await t.database.pool.query(
      `UPDATE sandbox_bank_transfers SET sender_account_no = $2 WHERE trans_ref = $1`,
      [reference, otherAccount],
    );
    const { image } = await sandboxSlip(t, {
      amount: 333.33,
      transRef: reference,
      sendingBank: interbankCodeOf('KBANK')!,
      receiverAccountNo: SITE_KBANK_AUTO,
      username: await usernameOf(t, other),
    });
    expect((await uploadSlip(t, other, image)).body.status).toBe('PENDING');
    const list = await call(t.app, depositReviewApi.depositReviews, {
      headers: reviewer.headers,
      query: { limit: 100, channel: 'slip', memberId: other.memberId },
    });
    const item = (list.json() as { items: DepositReviewItem[] }).items[0]!;
    const approved = await call(t.app, depositReviewApi.approveDepositReview, {
      headers: reviewer.headers,
      params: { reviewId: item.id },
      body: {},
    });
    expect(approved.json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, other)).wallet).toBe(0);
    const closed = await call(t.app, depositReviewApi.depositReviews, {
      headers: reviewer.headers,
      query: { limit: 100, channel: 'slip', memberId: other.memberId, status: 'FAILED' },
    });
    expect((closed.json() as { items: DepositReviewItem[] }).items[0]).toMatchObject({
      id: item.id,
      status: 'FAILED',
      reason: expect.stringMatching(/^bank-feed:transfer-\d+$/),
    });
    await expectBooksBalanced(t);
  });

  it('both operators at once: exactly one credits, the other is refused', async () => {
    for (const [round, amount] of [344.44, 355.55, 366.66, 377.77].entries()) {
      const w = await oneTransferInBothQueues(amount);
      // Either order of arrival, every round: the queues' requests race on the same transfer.
      const [slip, feed] =
        round % 2 === 0
          ? await Promise.all([approveSlip(w), placeTransfer(w)])
          : await Promise.all([placeTransfer(w), approveSlip(w)]).then(([f, s]) => [s, f] as const);
      expect([slip.statusCode, feed.statusCode].sort()).toEqual([200, 409]);
      const credits = await creditsOf(w);
      expect(credits).toHaveLength(1);
      expect(credits[0]).toBe(slip.statusCode === 200 ? w.slipper.memberId : w.placed.memberId);
    }
    await expectBooksBalanced(t);
  });
});
