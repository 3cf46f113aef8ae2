import { satangOf, type Currency } from '@wallet/contract';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';
import { chainOf, type GrantLink } from './approver-chain.ts';
import { readMemberCurrency } from '../ledger-transaction.ts';

/**
 * Where the second-approver limits (over a rolling day) are read when a credit is made: baht in
 * `secondApprover`, kip in `kipAmounts` (ADR 0190). The settings module, seen through this port
 * because the ledger core imports no other module.
 */
export interface CreditLimitSettings {
  get(key: 'secondApprover'): Promise<CreditLimits>;
  get(key: 'kipAmounts'): Promise<KipCreditLimits>;
  /** The same, read on the transaction's connection when not cached (SettingsService.getIn). */
  getIn(tx: Tx, key: 'secondApprover'): Promise<CreditLimits>;
  getIn(tx: Tx, key: 'kipAmounts'): Promise<KipCreditLimits>;
  /** How long a new or changed operator cannot be a second approver (ADR 0129). */
  getIn(tx: Tx, key: 'operatorEnrolment'): Promise<{ linkHours: number; approverWindowHours: number }>;
}

/**
 * Where an operator's word puts money into a wallet: an adjustment, a deposit review, a bank-feed
 * credit, and a manual payout returned to the wallet (ADR 0186: "not paid" is a word too).
 */
export type OperatorCreditSource = 'adjustment' | 'deposit_review' | 'bank_transfer' | 'payout_return';

/** A credit's first step, waiting for a second operator (locked while read). */
export interface WaitingCredit {
  firstOperatorId: number;
  amount: number;
  reason: string | null;
}

export interface CreditRecord {
  memberId: number;
  source: OperatorCreditSource;
  sourceId: string;
  /** A bank-feed credit's batch (ADR 0131): the file or the item the operator supplied. */
  batchId?: number | null;
  amount: number;
  firstOperatorId: number;
  secondOperatorId: number | null;
  reason: string | null;
}

type CreditLimits = { memberCreditsBaht: number; operatorCreditsBaht: number };
type KipCreditLimits = { memberCreditsKip: number; operatorCreditsKip: number };
/** The two limits in one currency, as typed (baht or whole kip), for the member's currency. */
export type CurrencyLimits = { currency: Currency; member: number; operator: number };
/** Operator credits applied in the last 24 hours, in minor units: to the member, and by the operator. */
export type CreditSums = { member: number; operator: number };

/**
 * The day's sums in the member's currency (ADR 0190): the member's credits (one currency, theirs)
 * and the operator's own credits to members of that currency, so kip never counts against a baht
 * limit nor baht against a kip one.
 */
async function creditsOfDay(
  db: Queryable,
  memberId: number,
  operatorId: number,
  currency: Currency,
): Promise<CreditSums> {
  const { rows } = await db.query<{ member: string; operator: string }>(
    `SELECT coalesce(sum(c.amount) FILTER (WHERE c.member_id = $1), 0) AS member,
            coalesce(sum(c.amount) FILTER (WHERE c.first_operator_id = $2
              AND coalesce(m.currency = 'LAK', false) = ($3 = 'LAK')), 0) AS operator
     FROM operator_credits c JOIN members m ON m.id = c.member_id
     WHERE c.status = 'APPLIED' AND c.applied_at > now() - interval '24 hours'
       AND (c.member_id = $1 OR c.first_operator_id = $2)`,
    [memberId, operatorId, currency],
  );
  return { member: Number(rows[0]!.member), operator: Number(rows[0]!.operator) };
}

/** The member's currency, read on the caller's connection (the credit's transaction). */
const currencyOf = readMemberCurrency;

/** Whether `amount` minor units on top of the day's sums passes either limit. */
function exceeds(limits: CurrencyLimits, sums: CreditSums, amount: number): boolean {
  return sums.member + amount > satangOf(limits.member) || sums.operator + amount > satangOf(limits.operator);
}

/**
 * The second-approver rule on operator credits (ADR 0054). One operator alone may credit a
 * member only while the member's operator credits of the last 24 hours stay within
 * `memberCreditsBaht` and the operator's own within `operatorCreditsBaht` (for a kip member:
 * `kipAmounts.memberCreditsKip` and the operator's kip credits within `operatorCreditsKip`,
 * ADR 0190): five credits of
 * 10,000 in a row need a second operator from the second on, however they are split or
 * whichever queue they come from (adjustments, deposit reviews). Both sums are taken under
 * locks on the member and on the operator, so parallel credits cannot race past them.
 */
export class SecondApprover {
  constructor(private readonly settings: CreditLimitSettings) {}

  /** The limits in `currency` (baht or whole kip), read on `tx` when given. */
  async limitsIn(currency: Currency, tx?: Tx): Promise<CurrencyLimits> {
    if (currency === 'LAK') {
      const kip = tx ? await this.settings.getIn(tx, 'kipAmounts') : await this.settings.get('kipAmounts');
      return { currency, member: kip.memberCreditsKip, operator: kip.operatorCreditsKip };
    }
    const baht = tx
      ? await this.settings.getIn(tx, 'secondApprover')
      : await this.settings.get('secondApprover');
    return { currency, member: baht.memberCreditsBaht, operator: baht.operatorCreditsBaht };
  }

  /**
   * Whether `operatorId` crediting `amount` minor units to `memberId` needs a second operator.
   * Call inside the credit's transaction, before the audit row (the chain lock comes after
   * these, always in this order: member, operator, chain).
   */
  async creditNeedsSecond(tx: Tx, memberId: number, operatorId: number, amount: number): Promise<boolean> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`operator-credit:member:${memberId}`]);
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`operator-credit:operator:${operatorId}`]);
    const currency = await currencyOf(tx, memberId);
    const limits = await this.limitsIn(currency, tx);
    return exceeds(limits, await creditsOfDay(tx, memberId, operatorId, currency), amount);
  }

  /**
   * What `creditNeedsSecond` would answer now, read without its locks (issue 41: the adjustment
   * form says before sending whether the credit will wait). Amounts in minor units, the limits
   * as typed, both in the member's currency.
   */
  async preview(
    db: Queryable,
    memberId: number,
    operatorId: number,
    amount: number,
  ): Promise<{ sums: CreditSums; limits: CurrencyLimits; needsSecond: boolean }> {
    const currency = await currencyOf(db, memberId);
    const limits = await this.limitsIn(currency);
    const sums = await creditsOfDay(db, memberId, operatorId, currency);
    return { sums, limits, needsSecond: exceeds(limits, sums, amount) };
  }

  /**
   * Whether `approverId` may give the second approval to what `askerId` asked (ADR 0129; the
   * adjustments, the deposit reviews and the withdrawals ask it). SAME_OPERATOR: the same
   * operator. APPROVER_TOO_NEW: the approver was made, re-enrolled, reset or given a role (or
   * enrolled, or confirmed) within the `operatorEnrolment.approverWindowHours` window.
   * APPROVER_NOT_INDEPENDENT: one of the two can act as the other, or both as the same person,
   * through the chain of who issued and who confirmed their accounts (approver-chain.ts). The
   * chain does not expire: waiting out the window does not make an admin's two operators two people.
   */
  async assertIndependent(tx: Tx, askerId: number, approverId: number): Promise<void> {
    if (askerId === approverId) fail('SAME_OPERATOR');
    const { approverWindowHours } = await this.settings.getIn(tx, 'operatorEnrolment');
    const { rows: recent } = await tx.query<{ tooNew: boolean }>(
      `SELECT greatest(o.created_at, max(g.issued_at), max(g.enrolled_at), max(g.confirmed_at))
                > now() - make_interval(hours => $2) AS "tooNew"
       FROM operators o LEFT JOIN operator_grants g ON g.operator_id = o.id
       WHERE o.id = $1 GROUP BY o.id`,
      [approverId, approverWindowHours],
    );
    if (recent[0]?.tooNew) fail('APPROVER_TOO_NEW');
    // Every grant ever issued, in order: the chain decides which of them still count.
    const { rows } = await tx.query<{
      operatorId: string;
      issuedBy: string | null;
      confirmedBy: string | null;
      credentials: boolean;
    }>(
      `SELECT operator_id AS "operatorId", issued_by AS "issuedBy", confirmed_by AS "confirmedBy", credentials
       FROM operator_grants ORDER BY id`,
    );
    const links: GrantLink[] = rows.map((row) => ({
      operatorId: Number(row.operatorId),
      issuedBy: row.issuedBy === null ? null : Number(row.issuedBy),
      confirmedBy: row.confirmedBy === null ? null : Number(row.confirmedBy),
      credentials: row.credentials,
    }));
    if (!chainOf(links).independent(askerId, approverId)) fail('APPROVER_NOT_INDEPENDENT');
  }

  /** Records a credit that moved money (APPLIED) or waits for a second operator (WAITING). */
  async record(tx: Tx, credit: CreditRecord, status: 'APPLIED' | 'WAITING'): Promise<void> {
    await tx.query(
      `INSERT INTO operator_credits (member_id, source, source_id, amount, first_operator_id, second_operator_id, status, reason, applied_at, batch_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'APPLIED' THEN now() END, $9)`,
      [
        credit.memberId,
        credit.source,
        credit.sourceId,
        credit.amount,
        credit.firstOperatorId,
        credit.secondOperatorId,
        status,
        credit.reason,
        credit.batchId ?? null,
      ],
    );
  }

  /** A first step (a deposit review's approval, a payout's return) waiting for a second operator, locked. */
  async waiting(tx: Tx, source: OperatorCreditSource, sourceId: string): Promise<WaitingCredit | undefined> {
    const { rows } = await tx.query<{ firstOperatorId: string; amount: string; reason: string | null }>(
      `SELECT first_operator_id AS "firstOperatorId", amount, reason FROM operator_credits
       WHERE source = $1 AND source_id = $2 AND status = 'WAITING' FOR UPDATE`,
      [source, sourceId],
    );
    const row = rows[0];
    return (
      row && { firstOperatorId: Number(row.firstOperatorId), amount: Number(row.amount), reason: row.reason }
    );
  }

  /** The waiting first step becomes the applied credit (second approver) or is cancelled (rejected, paid). */
  async settleWaiting(
    tx: Tx,
    source: OperatorCreditSource,
    sourceId: string,
    outcome: { secondOperatorId: number } | 'CANCELLED',
  ): Promise<void> {
    await tx.query(
      `UPDATE operator_credits
       SET status = $3, second_operator_id = $4, applied_at = CASE WHEN $3 = 'APPLIED' THEN now() END
       WHERE source = $1 AND source_id = $2 AND status = 'WAITING'`,
      [
        source,
        sourceId,
        outcome === 'CANCELLED' ? 'CANCELLED' : 'APPLIED',
        outcome === 'CANCELLED' ? null : outcome.secondOperatorId,
      ],
    );
  }
}
