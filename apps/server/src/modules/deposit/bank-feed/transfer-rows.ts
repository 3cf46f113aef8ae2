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
  bank_time AS "bankTime", reference, sender_bank AS "senderBank", sender_account AS "senderAccount",
  sender_name AS "senderName", seen_by AS "seenBy", outcome, member_id::int AS "memberId", matched_by AS "matchedBy",
  candidates, op_key AS "opKey", notice_movement_id::int AS "noticeMovementId", movement_id::int AS "movementId"`;

/**
 * How far apart two sources may put the same transfer's time: notifications print minutes,
 * pushes and slips seconds, and a phone may forward a minute late (ADR 0075).
 */
export const SAME_TRANSFER_WINDOW_MS = 3 * 60_000;

function accountsFit(a: string, b: string): boolean {
  const plainA = a.replace(/[\s.-]/g, '');
  const plainB = b.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(plainA)) return shownAccountFits(b, plainA);
  if (/^\d+$/.test(plainB)) return shownAccountFits(a, plainB);
  // Two masked forms: every form a source prints ends where the account ends (a hidden check
  // digit is printed as a mask), so they are compared from the right, digit against digit.
  const a2 = [...plainA].reverse();
  const b2 = [...plainB].reverse();
  return a2.every((char, i) => !/\d/.test(char) || !/\d/.test(b2[i] ?? '') || char === b2[i]);
}

/**
 * Whether a sighting can be this transfer: same account and amount, close in time, a source
 * that has not seen it yet (a source sees a transfer once; its re-deliveries were caught by
 * their natural key), no conflicting reference, and nothing it shows of the sender contradicts.
 */
export function canBe(row: TransferRow, s: Sighting): boolean {
  if (row.bankCode !== s.bankCode || row.accountNo !== s.accountNo || row.amount !== s.amount) return false;
  if (Math.abs(row.bankTime.getTime() - s.bankTime.getTime()) > SAME_TRANSFER_WINDOW_MS) return false;
  if (row.seenBy.includes(s.source)) return false;
  if (row.reference && s.reference && row.reference !== s.reference) return false;
  if (row.senderBank && s.sender.bankCode && row.senderBank !== s.sender.bankCode) return false;
  if (row.senderAccount && s.sender.account && !accountsFit(row.senderAccount, s.sender.account))
    return false;
  if (row.senderName && s.sender.name && !namesFit(row.senderName, s.sender.name)) return false;
  return true;
}
