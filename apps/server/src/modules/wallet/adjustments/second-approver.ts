import { toSatang } from '@wallet/contract';
import type { Tx } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';

/** Operator actions that hand over an operator account: whoever did one of them may hold its credentials. */
export const TAKEOVER_ACTIONS = [
  'operator.create',
  'operator.update',
  'operator.password_reset',
  'operator.totp_reset',
];

/**
 * Where the second-approver limits (baht over a rolling day) are read when a credit is made: the
 * settings module, seen through this port because the ledger core imports no other module.
 */
export interface CreditLimitSettings {
  get(key: 'secondApprover'): Promise<{ memberCreditsBaht: number; operatorCreditsBaht: number }>;
  /** The same, read on the transaction's connection when not cached (SettingsService.getIn). */
  getIn(tx: Tx, key: 'secondApprover'): Promise<{ memberCreditsBaht: number; operatorCreditsBaht: number }>;
}

export interface CreditRecord {
  memberId: number;
  source: 'adjustment' | 'deposit_review';
  sourceId: string;
  amount: number;
  firstOperatorId: number;
  secondOperatorId: number | null;
  reason: string | null;
}

/**
 * The second-approver rule on operator credits (ADR 0054). One operator alone may credit a
 * member only while the member's operator credits of the last 24 hours stay within
 * `memberCreditsBaht` and the operator's own within `operatorCreditsBaht`: five credits of
 * 10,000 in a row need a second operator from the second on, however they are split or
 * whichever queue they come from (adjustments, deposit reviews). Both sums are taken under
 * locks on the member and on the operator, so parallel credits cannot race past them.
 */
export class SecondApprover {
  constructor(private readonly settings: CreditLimitSettings) {}

  /** The member threshold (baht), as the adjustments screen shows it. */
  async memberCreditsBaht(): Promise<number> {
    return (await this.settings.get('secondApprover')).memberCreditsBaht;
  }

  /**
   * Whether `operatorId` crediting `amount` satang to `memberId` needs a second operator.
   * Call inside the credit's transaction, before the audit row (the chain lock comes after
   * these, always in this order: member, operator, chain).
   */
  async creditNeedsSecond(tx: Tx, memberId: number, operatorId: number, amount: number): Promise<boolean> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`operator-credit:member:${memberId}`]);
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`operator-credit:operator:${operatorId}`]);
    const limits = await this.settings.getIn(tx, 'secondApprover');
    const { rows } = await tx.query<{ member: string; operator: string }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE member_id = $1), 0) AS member,
              coalesce(sum(amount) FILTER (WHERE first_operator_id = $2), 0) AS operator
       FROM operator_credits
       WHERE status = 'APPLIED' AND applied_at > now() - interval '24 hours'
         AND (member_id = $1 OR first_operator_id = $2)`,
      [memberId, operatorId],
    );
    const member = Number(rows[0]!.member) + amount;
    const operator = Number(rows[0]!.operator) + amount;
    return member > toSatang(limits.memberCreditsBaht)! || operator > toSatang(limits.operatorCreditsBaht)!;
  }

  /**
   * SAME_OPERATOR unless the approver is independent of the asker: another operator, and
   * neither made nor handed over the other's account (created it, changed its role, reset its
   * password or TOTP) in the last day. An admin who creates a second finance operator holds
   * its credentials, so approving through it is the admin approving alone.
   */
  async assertIndependent(tx: Tx, askerId: number, approverId: number): Promise<void> {
    if (askerId === approverId) fail('SAME_OPERATOR');
    const { rows } = await tx.query(
      `SELECT 1 FROM operator_audit
       WHERE action = ANY($3::text[]) AND target_type = 'operator' AND at > now() - interval '1 day'
         AND ((operator_id = $1::bigint AND target_id = $2::bigint::text)
           OR (operator_id = $2::bigint AND target_id = $1::bigint::text))
       LIMIT 1`,
      [askerId, approverId, TAKEOVER_ACTIONS],
    );
    if (rows[0]) fail('SAME_OPERATOR');
  }

  /** Records a credit that moved money (APPLIED) or waits for a second operator (WAITING). */
  async record(tx: Tx, credit: CreditRecord, status: 'APPLIED' | 'WAITING'): Promise<void> {
    await tx.query(
      `INSERT INTO operator_credits (member_id, source, source_id, amount, first_operator_id, second_operator_id, status, reason, applied_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'APPLIED' THEN now() END)`,
      [
        credit.memberId,
        credit.source,
        credit.sourceId,
        credit.amount,
        credit.firstOperatorId,
        credit.secondOperatorId,
        status,
        credit.reason,
      ],
    );
  }

  /** The deposit review's first approval, locked, while it waits for a second operator. */
  async waiting(tx: Tx, reviewId: string): Promise<{ firstOperatorId: number; amount: number } | undefined> {
    const { rows } = await tx.query<{ firstOperatorId: string; amount: string }>(
      `SELECT first_operator_id AS "firstOperatorId", amount FROM operator_credits
       WHERE source = 'deposit_review' AND source_id = $1 AND status = 'WAITING' FOR UPDATE`,
      [reviewId],
    );
    const row = rows[0];
    return row && { firstOperatorId: Number(row.firstOperatorId), amount: Number(row.amount) };
  }

  /** The waiting first approval becomes the applied credit (second approver) or is cancelled (rejected). */
  async settleWaiting(
    tx: Tx,
    reviewId: string,
    outcome: { secondOperatorId: number } | 'CANCELLED',
  ): Promise<void> {
    await tx.query(
      `UPDATE operator_credits
       SET status = $2, second_operator_id = $3, applied_at = CASE WHEN $2 = 'APPLIED' THEN now() END
       WHERE source = 'deposit_review' AND source_id = $1 AND status = 'WAITING'`,
      [
        reviewId,
        outcome === 'CANCELLED' ? 'CANCELLED' : 'APPLIED',
        outcome === 'CANCELLED' ? null : outcome.secondOperatorId,
      ],
    );
  }
}
