import type { OperatorText } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';

/** A withdrawal made while a bonus was held, as its rejection reads it (satang). */
export interface RecordedSplit {
  memberBonusId: number;
  deducted: number;
  code: string;
  description: OperatorText;
  promotion: boolean;
}

/** Records which bonus the withdrawal ended and what it deducted (ADR 0048). */
export async function recordSplit(
  db: Queryable,
  split: {
    withdrawalId: number;
    memberId: number;
    memberBonusId: number;
    payout: number;
    deducted: number;
    forfeitId: number | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO withdrawal_bonus_splits (withdrawal_movement_id, member_id, member_bonus_id, payout, deducted, forfeit_movement_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [split.withdrawalId, split.memberId, split.memberBonusId, split.payout, split.deducted, split.forfeitId],
  );
}

/** The withdrawal's split not undone yet, its row locked until the transaction ends; undefined otherwise. */
export async function lockOpenSplit(db: Queryable, withdrawalId: number): Promise<RecordedSplit | undefined> {
  const { rows } = await db.query<RecordedSplit>(
    `SELECT s.member_bonus_id AS "memberBonusId", s.deducted, b.code, b.description, b.promotion
     FROM withdrawal_bonus_splits s
     JOIN member_bonuses mb ON mb.id = s.member_bonus_id
     JOIN bonuses b ON b.id = mb.bonus_id
     WHERE s.withdrawal_movement_id = $1 AND s.undone_at IS NULL
     FOR UPDATE OF s`,
    [withdrawalId],
  );
  return rows[0];
}

export async function markUndone(db: Queryable, withdrawalId: number): Promise<void> {
  await db.query('UPDATE withdrawal_bonus_splits SET undone_at = now() WHERE withdrawal_movement_id = $1', [
    withdrawalId,
  ]);
}

/**
 * Whether a withdrawal that ended one of the member's bonuses still waits for its outcome: a
 * rejection would bring that bonus back, so until then it counts as held (ADR 0048).
 */
export async function bonusAwaitingWithdrawal(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM withdrawal_bonus_splits s JOIN movements w ON w.id = s.withdrawal_movement_id
     WHERE s.member_id = $1 AND s.undone_at IS NULL AND w.status = 'PENDING' LIMIT 1`,
    [memberId],
  );
  return rows.length > 0;
}
