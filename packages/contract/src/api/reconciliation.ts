import { z } from 'zod';
import { reportDay } from './reports-operator.ts';

/**
 * A Bangkok day's reconciliation (issue 41, ADR 0176): per deposit account, the credits the ledger
 * booked against what the bank feed saw arriving, the difference and the items that make it; then
 * the members' money at the day's end. Amounts are baht (kip for a LAK book) from the journal.
 */

/**
 * Why an item is listed (it is not a credit the feed saw, the same day, for the same amount):
 * - not_seen: booked on the account, the feed never saw the transfer (a slip alone, say);
 * - seen_other_day: booked today, the feed saw it on another day (or the reverse for a feed item);
 * - not_credited: the feed saw it, nothing credited it yet (unmatched, under review, held);
 * - amount_differs: booked and seen, for different amounts (both sides are listed).
 */
export const reconciliationReasons = [
  'not_seen',
  'seen_other_day',
  'not_credited',
  'amount_differs',
] as const;

export const reconciliationItem = z.object({
  /** ledger: a credit we booked; feed: a transfer the bank feed saw. */
  side: z.enum(['ledger', 'feed']),
  reason: z.enum(reconciliationReasons),
  amount: z.number(),
  /** The journal's time (ledger) or the bank's time (feed), ISO. */
  at: z.string(),
  /** The movement's reference (ledger) or the bank's reference (feed), when known. */
  reference: z.string().nullable(),
  memberId: z.number().int().nullable(),
  transferId: z.number().int().nullable(),
  /** What credited it (its natural key's kind: bank, slip, qr, notice ...); null on a feed item. */
  kind: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

/** The credits of one kind (the deposit's natural key: bank, slip, qr, voucher, notice, sandbox-credit ...). */
export const creditsOfKind = z.object({ kind: z.string(), amount: z.number(), count: z.number().int() });
export type CreditsOfKind = z.infer<typeof creditsOfKind>;

export const reconciliationAccount = z.object({
  /** Null on the "no account" row: credits no bank account of ours received (QR, vouchers, test credits). */
  bankCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  booked: z.number(),
  bookedCount: z.number().int(),
  byKind: z.array(creditsOfKind),
  /** What the bank feed saw arriving on the account this day (by the bank's time). */
  seen: z.number(),
  seenCount: z.number().int(),
  /** booked − seen: the sum of the ledger items less the feed items. Null on the "no account" row. */
  difference: z.number().nullable(),
  items: z.array(reconciliationItem),
});
export type ReconciliationAccount = z.infer<typeof reconciliationAccount>;

/** The members' money in one book at the day's end (now, for today), from the ledger's accounts. */
export const memberHoldings = z.object({
  currency: z.enum(['THB', 'LAK']),
  /** Wallets: what members can play or withdraw (bonus money under its condition included). */
  wallets: z.number(),
  /** Moved into a game and not back: balances at the providers. */
  games: z.number(),
  /** On its way to or from a game (a transfer not settled yet). */
  inTransit: z.number(),
  /** Withdrawals asked for and not paid or returned yet. */
  withdrawals: z.number(),
  /** Invite and loss-refund credits not drawn yet. */
  rewards: z.number(),
  total: z.number(),
  /** Of the wallets: the bonuses still under their turnover condition. */
  bonusesHeld: z.number(),
});
export type MemberHoldings = z.infer<typeof memberHoldings>;

export const reconciliation = z.object({
  day: reportDay,
  /** One row per account that booked or saw money, then the "no account" row when it has credits. */
  accounts: z.array(reconciliationAccount),
  totals: z.object({
    booked: z.number(),
    seen: z.number(),
    /** The ledger's deposits of the day (the dashboard's figure): booked adds up to it. */
    ledgerDeposits: z.number(),
  }),
  holdings: z.array(memberHoldings),
});
export type Reconciliation = z.infer<typeof reconciliation>;

/** GET /api/backoffice/reports/reconciliation */
export const reconciliationQuery = z.object({ day: reportDay });
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;
