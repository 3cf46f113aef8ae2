import { randomBytes } from 'node:crypto';
import { TRUELINK_DEFAULT_SECRET, encryptTrueLink, pathOf, sandboxApi, trueLinkApi } from '@wallet/contract';
import type { CrashPointName } from '../../src/lib/crash-point.ts';
import { voucherReferenceOf } from '../../src/modules/deposit/truelink/gift-link.ts';
import { readBooks } from '../money-books.ts';
import { http } from '../server-process.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';

/** The deposit wallet the settings' defaults name (deposit.wallets): a link sealed for it is ours. */
const WALLET_NAME = 'LUCKY WALLET';
const AMOUNT_BAHT = 120.5;
const AMOUNT = 12_050;
/** What TrueMoney does with the redeem: answers, or redeems and loses the reply. */
const ANSWERS = ['answers', 'lost-reply'] as const;
/** Only an answered redeem reaches the credit (service.ts); an unclear one opens a review. */
const WAYS: Partial<Record<CrashPointName, readonly (typeof ANSWERS)[number][]>> = {
  'trueMoney.afterCredit': ['answers'],
};

/**
 * A TrueMoney gift-link deposit (ADR 0019): the sandbox makes a voucher, the member sends the
 * sealed link, the service verifies, prices, redeems and credits. An attempt a crash leaves
 * priced goes to finance's review (it may have been redeemed): a review is where such a
 * deposit settles, so the judge holds a PENDING review to its voucher's row, not to "nothing
 * PENDING". The draw: TrueMoney answers the redeem, or redeems and loses the reply.
 */
export const trueMoneyPath: MoneyPathDriver = {
  path: 'trueMoney',
  draw(random, point) {
    const answer = random.pick(WAYS[point] ?? ANSWERS);
    return { label: `redeem ${answer}`, faults: [], choice: answer };
  },

  async prepare({ server }, draw) {
    const made = await http.post(server.url, pathOf(sandboxApi.voucher), { amount: AMOUNT_BAHT });
    if (made.status !== 200) throw new Error(`voucher: ${made.status} ${made.text}`);
    const { link } = made.json() as { link: string };
    if (draw.choice === 'lost-reply') {
      const fault = await http.post(server.url, pathOf(sandboxApi.trueMoneyFaults), {
        op: 'redeem',
        mode: 'lost-reply',
        times: 1,
      });
      if (fault.status !== 200) throw new Error(`fault: ${fault.status} ${fault.text}`);
    }
    const sealed = await encryptTrueLink(link, WALLET_NAME, TRUELINK_DEFAULT_SECRET);
    return { path: pathOf(trueLinkApi.redeem), body: { link: sealed } };
  },

  async judge(context, replay) {
    return voucherBooks(context, replay);
  },
};

interface VoucherState {
  status: string;
  redeemedBy: string | null;
  movementId: number | null;
  movementStatus: string | null;
  amount: number | null;
  reference: string | null;
}

async function voucherBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<VoucherState>(
    `SELECT v.status, s.redeemed_by AS "redeemedBy", v.movement_id::int AS "movementId",
            m.status AS "movementStatus", m.amount, m.reference
     FROM truemoney_vouchers v JOIN sandbox_truemoney_vouchers s USING (voucher_hash)
     LEFT JOIN movements m ON m.id = v.movement_id WHERE v.member_id = $1`,
    [member.memberId],
  );
  const [voucher] = rows;
  if (rows.length !== 1 || !voucher) return [`${rows.length} vouchers recorded for the member`];
  const books = await readBooks(pool, member.memberId, { account: () => undefined });
  const problems: string[] = [];
  const state = JSON.stringify(voucher);
  if (voucher.status === 'REDEEMED') {
    // Credited: TrueMoney paid us, the wallet holds the voucher, once.
    if (voucher.movementStatus !== 'SUCCESS' || voucher.amount !== AMOUNT || voucher.redeemedBy === null)
      problems.push(`a redeemed voucher's books: ${state}`);
    if (books.wallet !== AMOUNT) problems.push(`books: the wallet holds ${books.wallet} satang of ${AMOUNT}`);
  } else if (voucher.status === 'REVIEW') {
    // Finance decides: nothing credited yet, the review holds the priced amount.
    if (voucher.movementStatus !== 'PENDING' || voucher.amount !== AMOUNT)
      problems.push(`a reviewed voucher's books: ${state}`);
    if (books.wallet !== 0) problems.push(`books: ${books.wallet} satang credited before the review`);
  } else problems.push(`the voucher is ${voucher.status} after recovery: ${state}`);
  const expected =
    voucher.status === 'REDEEMED' ? { status: 200, body: 'SUCCESS' } : { status: 202, body: 'PENDING' };
  if (
    replay.status !== expected.status ||
    replay.body.status !== expected.body ||
    replay.body.reference !== voucher.reference
  )
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${voucher.status} voucher`,
    );
  return problems;
}

/**
 * A gift link under TRUEMONEY=manual (ADR 0147): no redeem API; the link's row is claimed under
 * the request's key, then queued for finance (OPERATOR). The member is told PENDING with the
 * voucher's reference, amount 0; nothing is credited until finance confirms. A replay after a
 * crash at either step is told the same PENDING, not TRUELINK_DUPLICATE.
 */
export const trueMoneyManualPath: MoneyPathDriver = {
  path: 'trueMoneyManual',
  env: { TRUEMONEY: 'manual' },
  draw: () => ({ label: 'a link for finance', faults: [], choice: 'queue' }),

  async prepare() {
    const link = `https://gift.truemoney.com/campaign/?v=${randomBytes(18).toString('hex')}`;
    const sealed = await encryptTrueLink(link, WALLET_NAME, TRUELINK_DEFAULT_SECRET);
    return { path: pathOf(trueLinkApi.redeem), body: { link: sealed } };
  },

  async judge({ pool, member }, replay) {
    const { rows } = await pool.query<{ voucherHash: string; status: string; movementId: number | null }>(
      `SELECT voucher_hash AS "voucherHash", status, movement_id AS "movementId"
       FROM truemoney_vouchers WHERE member_id = $1`,
      [member.memberId],
    );
    const [voucher] = rows;
    if (rows.length !== 1 || !voucher) return [`${rows.length} vouchers recorded for the member`];
    const books = await readBooks(pool, member.memberId, { account: () => undefined });
    const problems: string[] = [];
    if (voucher.status !== 'OPERATOR' || voucher.movementId !== null)
      problems.push(`the voucher after recovery: ${JSON.stringify(voucher)}`);
    if (books.wallet !== 0) problems.push(`books: ${books.wallet} satang credited before finance confirmed`);
    if (
      replay.status !== 202 ||
      replay.body.status !== 'PENDING' ||
      replay.body.amount !== 0 ||
      replay.body.reference !== voucherReferenceOf(voucher.voucherHash)
    )
      problems.push(
        `replay answered ${replay.status} ${JSON.stringify(replay.body)} for ${JSON.stringify(voucher)}`,
      );
    return problems;
  },
};
