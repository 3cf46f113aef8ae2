import type { Tx } from '../../db/queryable.ts';
import { readBalances, type MemberBalances } from './balances.ts';
import type { Leg, MemberAccountKind } from './journal.ts';
import { openMovementStatement, type Posted } from './ledger-statements.ts';
import type { MovementStatus, NewMovement } from './movements.ts';

/** A statement detail (spec doc 2 section 3): bonus, promotion, invite, refund or luckydraw. */
export type MovementDetails = Partial<
  Record<'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw', { description: string }>
>;

/**
 * The ledger's writes inside a caller's transaction, for a module whose own rows must change
 * atomically with a movement (a bonus taken and its credit, a withdrawal and its deduction).
 * `db` is for the caller's own tables; money moves only through `open`.
 */
export interface LedgerTx {
  db: Tx;
  /** The member account's balance, its row locked until the transaction ends. */
  lockBalance(account: { id: number }): Promise<number>;
  /** The member's wallet and game balances as this transaction sees them. */
  balances(memberId: number): Promise<MemberBalances>;
  /** openMovementStatement on this transaction, with an optional statement detail. */
  open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
    details?: MovementDetails,
  ): Promise<Posted | undefined>;
}

export type { MemberAccountKind };

export function ledgerTx(client: Tx): LedgerTx {
  return {
    db: client,
    async lockBalance(account) {
      const { rows } = await client.query<{ balance: number }>(
        'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
        [account.id],
      );
      return rows[0]?.balance ?? 0;
    },
    balances: (memberId) => readBalances(client, memberId),
    async open(movement, status, journalKind, legs, details) {
      const posted = await openMovementStatement(client, movement, status, journalKind, legs);
      if (posted && details) {
        await client.query('UPDATE movements SET details = $2 WHERE id = $1', [
          posted.movement.id,
          JSON.stringify(details),
        ]);
      }
      return posted;
    },
  };
}
