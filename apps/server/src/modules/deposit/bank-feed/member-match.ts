import { normaliseBankAccountNo } from '@wallet/contract';
import type { FeedSender } from '../../../adapters/bank-feed/port.ts';
import type { Tx } from '../../../db/queryable.ts';
import { membersOfAccountCurrency } from '../account-currency.ts';
import { shownAccountFits, shownAccountLike } from '../slip/shown-account.ts';
import { AMOUNT_GRACE } from './auto-amounts.ts';

/** Whether two renderings of a name can be the same person: every word of the shorter starts a word of the longer. */
export function namesFit(shown: string, full: string): boolean {
  const words = (s: string) =>
    s
      .toUpperCase()
      .replace(/^(นาย|นางสาว|นาง|น\.ส\.|MR\.?|MRS\.?|MS\.?|MISS)\s*/u, '')
      .split(/\s+/)
      .filter(Boolean);
  const a = words(shown);
  const b = words(full);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 0) return false;
  return short.every((word, i) => long[i]?.startsWith(word) ?? false);
}

interface MemberBank {
  id: number;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
}

/**
 * The members the sender could be (ADR 0074 step 1): by bank and full account (the unique
 * registration key), or by the digits a masked account shows, narrowed by the name when more
 * than one fits. Empty when the source shows no sender account.
 */
export async function membersBySender(tx: Tx, sender: FeedSender): Promise<number[]> {
  if (!sender.account) return [];
  const plain = sender.account.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(plain)) {
    if (!sender.bankCode) return [];
    const accountNo = normaliseBankAccountNo(sender.bankCode, plain) ?? plain;
    const { rows } = await tx.query<{ id: number }>(
      `SELECT id FROM members WHERE bank_code = $1 AND bank_account_no = $2`,
      [sender.bankCode, accountNo],
    );
    return rows.map((r) => Number(r.id));
  }
  const like = shownAccountLike(sender.account);
  if (!like) return [];
  const { rows } = await tx.query<MemberBank>(
    `SELECT id, bank_code AS "bankCode", bank_account_no AS "bankAccountNo", bank_account_name AS "bankAccountName"
     FROM members WHERE ($1::text IS NULL OR bank_code = $1) AND bank_account_no LIKE $2 LIMIT 200`,
    [sender.bankCode, like],
  );
  const fitting = rows.filter((m) => shownAccountFits(sender.account!, m.bankAccountNo));
  if (fitting.length <= 1 || !sender.name) return fitting.map((m) => Number(m.id));
  const named = fitting.filter((m) => namesFit(sender.name!, m.bankAccountName));
  return (named.length > 0 ? named : fitting).map((m) => Number(m.id));
}

/**
 * Step 2: the member who asked for exactly this amount on this account, live at the bank's time
 * (a request the member replaced stops at that moment, with no grace after it). Never two: an amount is handed out
 * again only when no earlier request of it can match (auto-amounts.ts). Only members whose wallet
 * is in the account's currency are considered (ADR 0175): a kip member's request never claims a
 * baht transfer, which then waits for an operator as an unmatched one does.
 */
export async function memberByUniqueAmount(
  tx: Tx,
  transfer: { bankCode: string; accountNo: string; amount: number; bankTime: Date },
): Promise<{ requestId: number; memberId: number } | undefined> {
  const { rows } = await tx.query<{ id: number; memberId: number }>(
    `SELECT id, member_id AS "memberId" FROM bank_amount_requests
     WHERE bank_code = $1 AND account_no = $2 AND amount = $3 AND status <> 'USED'
       AND created_at <= $4::timestamptz + ${AMOUNT_GRACE}
       AND CASE WHEN ended_at IS NULL THEN expires_at >= $4::timestamptz - ${AMOUNT_GRACE} ELSE ended_at >= $4::timestamptz END
     FOR UPDATE`,
    [transfer.bankCode, transfer.accountNo, transfer.amount, transfer.bankTime],
  );
  const ofCurrency = await membersOfAccountCurrency(
    tx,
    transfer.bankCode,
    rows.map((r) => Number(r.memberId)),
  );
  const fitting = rows.filter((r) => ofCurrency.has(Number(r.memberId)));
  return fitting.length === 1
    ? { requestId: Number(fitting[0]!.id), memberId: Number(fitting[0]!.memberId) }
    : undefined;
}

/** How far before the bank's time a deposit notice may have been sent, and after (the member wrote it first, or just after). */
const NOTICE_BEFORE = '6 hours';
const NOTICE_AFTER = '30 minutes';

/** Step 3: open deposit notices (ADR 0014) of this amount around the bank's time, of `among` when given. */
export async function openNotices(
  tx: Tx,
  transfer: { amount: number; bankTime: Date },
  among: readonly number[] | undefined,
): Promise<{ movementId: number; memberId: number }[]> {
  const { rows } = await tx.query<{ id: number; memberId: number }>(
    `SELECT id, member_id AS "memberId" FROM movements
     WHERE kind = 'deposit_notice' AND status = 'PENDING' AND amount = $1
       AND created_at BETWEEN $2::timestamptz - $3::interval AND $2::timestamptz + $4::interval
       AND ($5::bigint[] IS NULL OR member_id = ANY($5))`,
    [transfer.amount, transfer.bankTime, NOTICE_BEFORE, NOTICE_AFTER, among ?? null],
  );
  return rows.map((r) => ({ movementId: Number(r.id), memberId: Number(r.memberId) }));
}
