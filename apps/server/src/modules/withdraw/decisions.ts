import type { Queryable, Tx } from '../../db/queryable.ts';
import { fail } from '../../lib/app-error.ts';
import type { BonusWithdrawals } from '../bonus/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { secondApproverAbove } from './second-approver-amount.ts';

/** The withdrawal a decision is about, as read under its lock. */
export interface DecidedWithdrawal {
  id: number;
  memberId: number;
  amount: number;
}

/** Who decided, and the audit row the caller writes in the decision's own transaction. */
export interface Decider {
  operatorId: number;
  reason: string | null;
  /**
   * Runs inside the decision's transaction, after it is recorded (the back-office's audit row).
   * An approval says its step (ADR 0106): the first of two, or the decision (with the first
   * approver's id when it is the second).
   */
  record(tx: Tx, withdrawal: DecidedWithdrawal, step?: ApprovalStep): Promise<void>;
}

export type ApprovalStep = { first: true } | { first: false; firstOperatorId: number | null };

/** An approval's effect: decided (pay it), the first of two recorded (it waits), or a repeat. */
export type ApprovalOutcome = 'approved' | 'first' | 'repeat';

/** Whether an approver is independent of the first (SecondApprover.assertIndependent, ADR 0054). */
export interface IndependentApprover {
  assertIndependent(tx: Tx, askerId: number, approverId: number): Promise<void>;
}

/** The settings the approval reads: the second-approver amount (ADR 0106). */
type ApprovalSettings = Pick<SettingsService, 'getIn'>;

/**
 * Operators' decisions on withdrawals (ADR: withdrawal approval). A withdrawal waits, held, with
 * no decision; approve records the decision and only then is it sent to the payout rail (the
 * recovery job sends approved ones a crash left unsent); reject returns the hold to the wallet
 * in the same transaction as the decision. One decision per withdrawal (its primary key): a
 * second click finds the first and changes nothing.
 */
export class WithdrawalDecisions {
  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly events: BalanceEvents,
    /** A withdrawal made while a bonus was held gives its deduction and the bonus back when rejected. */
    private readonly bonus: BonusWithdrawals,
    private readonly settings: ApprovalSettings,
    private readonly independence: IndependentApprover,
  ) {}

  /**
   * `approved` when this call made the decision (the caller then pays it); `repeat` when it was
   * already approved, or this operator's first approval already waits. Above the second-approver
   * amount (ADR 0106) the first approval only records itself (`first`): the withdrawal stays
   * waiting until an operator independent of the first approves it. Read under the movement's
   * lock, so two operators clicking at once make one first approval and one decision.
   */
  async approve(movementId: number, decider: Decider): Promise<ApprovalOutcome> {
    return this.ledger.inTransaction(async ({ db: tx }) => {
      const movement = await this.lockWaiting(tx, movementId, 'approved');
      if (!movement) return 'repeat';
      const { rows: firsts } = await tx.query<{ operatorId: string }>(
        'SELECT operator_id AS "operatorId" FROM withdrawal_first_approvals WHERE movement_id = $1',
        [movementId],
      );
      const firstOperatorId = firsts[0] ? Number(firsts[0].operatorId) : undefined;
      if (firstOperatorId === decider.operatorId) return 'repeat';
      if (firstOperatorId !== undefined) {
        await this.independence.assertIndependent(tx, firstOperatorId, decider.operatorId);
      } else if (
        movement.amount >
        (await secondApproverAbove(this.settings, tx, await this.ledger.currencyOf(movement.memberId, tx)))
      ) {
        await tx.query(
          'INSERT INTO withdrawal_first_approvals (movement_id, operator_id, reason) VALUES ($1, $2, $3)',
          [movementId, decider.operatorId, decider.reason],
        );
        await decider.record(tx, movement, { first: true });
        return 'first';
      }
      await tx.query(
        `INSERT INTO withdrawal_decisions (movement_id, decision, operator_id, reason) VALUES ($1, 'approved', $2, $3)`,
        [movementId, decider.operatorId, decider.reason],
      );
      await decider.record(tx, movement, { first: false, firstOperatorId: firstOperatorId ?? null });
      return 'approved';
    });
  }

  /**
   * The amount (satang) above which a baht withdrawal needs two operators: a bulk payment file
   * pays baht from a Thai bank's portal (ADR 0173).
   */
  async secondApproverAbove(db: Queryable): Promise<number> {
    return secondApproverAbove(this.settings, db, 'THB');
  }

  /**
   * Returns the held amount to the wallet, with the reason on the member's statement; for a
   * withdrawal made while a bonus was held, the deduction and the bonus too (ADR 0048).
   */
  async reject(movementId: number, decider: Decider & { reason: string }): Promise<void> {
    const hold = async (memberId: number) => this.ledger.memberAccount(memberId, 'withdrawal_hold');
    const wallet = async (memberId: number) => this.ledger.memberAccount(memberId, 'wallet');
    const first = await this.ledger.movementById(movementId);
    if (!first || first.kind !== 'withdrawal') fail('NO_DATA');
    const [holdAccount, walletAccount] = [await hold(first.memberId), await wallet(first.memberId)];
    await this.bonus.prepare(first.memberId);
    const rejected = await this.ledger.inTransaction(async (book) => {
      const tx = book.db;
      const movement = await this.lockWaiting(tx, movementId, 'rejected');
      if (!movement) return false;
      await tx.query(
        `INSERT INTO withdrawal_decisions (movement_id, decision, operator_id, reason) VALUES ($1, 'rejected', $2, $3)`,
        [movementId, decider.operatorId, decider.reason],
      );
      await this.bonus.undo(book, movement, walletAccount, decider.reason);
      const closed = await book.close(movementId, 'FAILED', 'withdrawal_return', [
        { account: holdAccount, amount: -movement.amount },
        { account: walletAccount, amount: movement.amount },
      ]);
      if (!closed) fail('ALREADY_DECIDED');
      await book.note(movementId, decider.reason);
      await decider.record(tx, movement);
      return true;
    });
    if (rejected) this.events.changed(first.memberId);
  }

  /**
   * Records an automatic approval (`withdrawApproval.mode` auto, ADR 0106) before the withdrawal is
   * sent, in the hold's own transaction (`db`, ADR 0179).
   */
  async approveAutomatically(movementId: number, db: Queryable = this.pool): Promise<void> {
    await db.query(
      `INSERT INTO withdrawal_decisions (movement_id, decision) VALUES ($1, 'approved') ON CONFLICT DO NOTHING`,
      [movementId],
    );
  }

  /** Of these withdrawals, the ones approved (the only ones the payout rail may see). */
  async approvedAmong(movementIds: number[]): Promise<Set<number>> {
    if (movementIds.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT movement_id AS id FROM withdrawal_decisions WHERE decision = 'approved' AND movement_id = ANY($1::bigint[])`,
      [movementIds],
    );
    return new Set(rows.map((row) => Number(row.id)));
  }

  /**
   * Locks the withdrawal and answers it when it still waits for a decision; undefined when it
   * already has the same decision (the repeat); ALREADY_DECIDED when it has the other one or
   * is no longer pending; NO_DATA when it is no withdrawal.
   */
  private async lockWaiting(tx: Tx, movementId: number, decision: 'approved' | 'rejected') {
    // Everything through tx: a second connection taken while this one holds the lock could wait on a full pool.
    // The decision is read by its own statement after the lock: a join in the locking statement
    // would show the snapshot from before a concurrent decision committed.
    const { rows: locked } = await tx.query<{ kind: string; status: string } & DecidedWithdrawal>(
      `SELECT id, member_id AS "memberId", amount, kind, status FROM movements WHERE id = $1 FOR UPDATE`,
      [movementId],
    );
    const { rows: decided } = await tx.query<{ decision: string }>(
      'SELECT decision FROM withdrawal_decisions WHERE movement_id = $1',
      [movementId],
    );
    const rows = locked.map((row) => ({ ...row, decision: decided[0]?.decision ?? null }));
    const row = rows[0];
    if (!row || row.kind !== 'withdrawal') fail('NO_DATA');
    if (row.decision === decision) return undefined;
    if (row.decision !== null || row.status !== 'PENDING') fail('ALREADY_DECIDED');
    return { id: Number(row.id), memberId: Number(row.memberId), amount: Number(row.amount) };
  }
}
