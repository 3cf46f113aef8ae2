import type { FeedSender } from '../../../adapters/bank-feed/port.ts';
import { shownAccountFits } from '../slip/shown-account.ts';
import { namesFit } from './member-match.ts';

/** Who saw a transfer: the three feed sources, or the member's slip. */
export type SightingSource = 'push' | 'notification' | 'statement' | 'slip';

/** One source's view of one transfer into one of our accounts (resolved in full). */
export interface Sighting {
  source: SightingSource;
  bankCode: string;
  accountNo: string;
  amount: number;
  bankTime: Date;
  reference: string | null;
  sender: FeedSender;
}

export interface TransferRow {
  id: number;
  bankCode: string;
  accountNo: string;
  amount: number;
  bankTime: Date;
  /** How finely bankTime reads; null on a transfer recorded before it was kept (read as a minute). */
  timePrecisionMs: number | null;
  reference: string | null;
  senderBank: string | null;
  senderAccount: string | null;
  senderName: string | null;
  seenBy: SightingSource[];
  /** HELD: an operator's evidence would credit it; it waits for a second operator (ADR 0131). */
  outcome: 'CREDITED' | 'REVIEW' | 'UNMATCHED' | 'HELD';
  memberId: number | null;
  matchedBy: string | null;
  candidates: number[] | null;
  opKey: string | null;
  noticeMovementId: number | null;
  movementId: number | null;
}

export const TRANSFER_COLUMNS = `id::int, bank_code AS "bankCode", account_no AS "accountNo", amount::float8 AS amount,
  bank_time AS "bankTime", time_precision_ms AS "timePrecisionMs", reference, sender_bank AS "senderBank", sender_account AS "senderAccount",
  sender_name AS "senderName", seen_by AS "seenBy", outcome, member_id::int AS "memberId", matched_by AS "matchedBy",
  candidates, op_key AS "opKey", notice_movement_id::int AS "noticeMovementId", movement_id::int AS "movementId"`;

/** How finely each source prints the bank's time: notifications and statements the minute, pushes and slips the second. */
const PRECISION_MS: Record<SightingSource, number> = {
  push: 1_000,
  slip: 1_000,
  notification: 60_000,
  statement: 60_000,
};

/**
 * How far two clocks showing one transfer may disagree beyond their precision: the receiving
 * bank's (push, SMS, statement) and the sending bank's (the slip), both on the interbank switch's time.
 */
export const CLOCK_SKEW_MS = 30_000;

/** The widest gap any two sightings of one transfer may show (the query's prefilter). */
export const SAME_TRANSFER_WINDOW_MS = 60_000 + CLOCK_SKEW_MS;

/** The span a time printed at a source's precision stands for: a minute-printing source's whole minute. */
function spanOf(at: Date, precisionMs: number): [number, number] {
  const start = Math.floor(at.getTime() / precisionMs) * precisionMs;
  return [start, start + precisionMs];
}

/** How finely a source prints the bank's time. */
export function precisionOfSource(source: SightingSource): number {
  return PRECISION_MS[source];
}

/** How finely a transfer's time reads: as kept, or a minute on one recorded before it was kept. */
function precisionOf(row: TransferRow): number {
  return row.timePrecisionMs ?? PRECISION_MS.notification;
}

/** The sighting's time when it reads the transfer's time more finely than the sources before it (a push after an SMS). */
export function finerTime(row: TransferRow, s: Sighting): Date | null {
  return PRECISION_MS[s.source] < precisionOf(row) ? s.bankTime : null;
}

/**
 * Whether two sightings' times can be one moment, each read at its own precision: `exact` when
 * their spans meet, `skewed` when they meet only give or take the clocks' skew, else `none`.
 */
function timesFit(row: TransferRow, s: Sighting): 'exact' | 'skewed' | 'none' {
  const [a0, a1] = spanOf(row.bankTime, precisionOf(row));
  const [b0, b1] = spanOf(s.bankTime, PRECISION_MS[s.source]);
  if (a0 < b1 && b0 < a1) return 'exact';
  return a0 - CLOCK_SKEW_MS < b1 && b0 - CLOCK_SKEW_MS < a1 ? 'skewed' : 'none';
}

/** Whether one side's time may be the sending bank's clock (a slip's), so the clocks' skew is expected. */
const sendingClock = (row: TransferRow, s: Sighting) => s.source === 'slip' || row.seenBy.includes('slip');

/** Digits two masked forms both show, compared from the right where every form ends: how many agree, or -1 on a clash. */
function commonDigits(a: string, b: string): number {
  const a2 = [...a].reverse();
  const b2 = [...b].reverse();
  let agreed = 0;
  for (const [i, char] of a2.entries()) {
    const other = b2[i] ?? '';
    if (!/\d/.test(char) || !/\d/.test(other)) continue;
    if (char !== other) return -1;
    agreed += 1;
  }
  return agreed;
}

/** Fewer shared digits than this do not say two accounts are one (as a shown form's own minimum). */
const CONFIRMING_DIGITS = 4;

/** What two sources show of the sender's account: the same account, a different one, or too little to tell. */
function accountsCompare(a: string, b: string): 'same' | 'different' | 'unknown' {
  const plainA = a.replace(/[\s.-]/g, '');
  const plainB = b.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(plainA)) return shownAccountFits(b, plainA) ? 'same' : 'different';
  if (/^\d+$/.test(plainB)) return shownAccountFits(a, plainB) ? 'same' : 'different';
  const agreed = commonDigits(plainA, plainB);
  if (agreed < 0) return 'different';
  return agreed >= CONFIRMING_DIGITS ? 'same' : 'unknown';
}

/**
 * What says a sighting is this transfer (ADR 0133, amending 0075). `none`: it cannot be: another
 * account, amount, reference or sender, a time outside both sources' precision, or a source that
 * saw the transfer already (its re-deliveries were caught by their natural key). `same`: the
 * evidence says it is: the bank's reference, or the sender's account shown by both within the
 * sources' precision. `maybe`: nothing contradicts and nothing confirms (a KBANK SMS shows no
 * sender; two of the receiving bank's sources a minute apart): it may be this transfer or a second
 * one of the same amount, and is never merged.
 */
export function evidenceOf(row: TransferRow, s: Sighting): 'none' | 'maybe' | 'same' {
  if (row.bankCode !== s.bankCode || row.accountNo !== s.accountNo || row.amount !== s.amount) return 'none';
  if (row.seenBy.includes(s.source)) return 'none';
  if (row.reference && s.reference && row.reference !== s.reference) return 'none';
  if (row.senderBank && s.sender.bankCode && row.senderBank !== s.sender.bankCode) return 'none';
  if (row.senderName && s.sender.name && !namesFit(row.senderName, s.sender.name)) return 'none';
  const accounts =
    row.senderAccount && s.sender.account ? accountsCompare(row.senderAccount, s.sender.account) : 'unknown';
  if (accounts === 'different') return 'none';
  if (row.reference && s.reference) return 'same';
  const times = timesFit(row, s);
  if (times === 'none') return 'none';
  // The receiving bank prints one time for a transfer on its push, its SMS and its statement: two
  // of them a minute apart fit only by the skew kept for a slip's clock, and may be two transfers
  // of one amount from one account (ADR 0216). Never merged: an operator tells them apart.
  if (times === 'skewed' && !sendingClock(row, s)) return 'maybe';
  return accounts === 'same' ? 'same' : 'maybe';
}
