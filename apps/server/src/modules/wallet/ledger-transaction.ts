import type { Tx } from '../../db/queryable.ts';
import { balancedLegs, memberChanges, type AccountRef, type Leg } from './journal.ts';
import { openMovementStatement, type Posted } from './ledger-statements.ts';
import type { MovementStatus, NewMovement } from './movements.ts';

/**
 * The ledger's writes bound to one transaction that another module opened with
 * Ledger.transaction: its own rows (a draw, an accrual, a receipt) commit or roll back together
 * with the money they decide. Still only this module writes balances.
 */
export class LedgerTx {
  constructor(readonly tx: Tx) {}

  /** Ledger.open inside the transaction; undefined when the op key already has a movement. */
  open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    return openMovementStatement(this.tx, movement, status, journalKind, legs);
  }

  /** A journal with no movement (one INSERT, ADR 0013), then the member balances in account-id order. */
  async post(journalKind: string, memberId: number, legs: Leg[]): Promise<void> {
    const moving = balancedLegs(legs);
    if (moving.length === 0) return;
    await this.tx.query(
      `WITH j AS (
         INSERT INTO journal_transactions (kind, member_id) VALUES ($1, $2) RETURNING id
       )
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account_id, leg.amount FROM j, unnest($3::bigint[], $4::bigint[]) AS leg(account_id, amount)`,
      [journalKind, memberId, moving.map((leg) => leg.account.id), moving.map((leg) => leg.amount)],
    );
    for (const [id, amount] of memberChanges(moving)) {
      await this.tx.query(
        'UPDATE ledger_accounts SET balance = balance + $2, updated_at = now() WHERE id = $1',
        [id, amount],
      );
    }
  }

  /** The statement's details of a movement (the invite or refund description, spec doc 2 section 3). */
  async describe(movementId: number, details: Record<string, { description: string }>): Promise<void> {
    await this.tx.query('UPDATE movements SET details = $2 WHERE id = $1', [
      movementId,
      JSON.stringify(details),
    ]);
  }

  /** A member account's balance, its row locked until the transaction ends (satang). */
  async lockedBalance(account: AccountRef): Promise<number> {
    const { rows } = await this.tx.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    return Number(rows[0]?.balance ?? 0);
  }
}
