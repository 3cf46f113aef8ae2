import { memberCurrency, type Currency, type StatementDetail } from '@wallet/contract';
import type { Queryable, Tx } from '../../db/queryable.ts';
import { readBalances, type MemberBalances } from './balances.ts';
import { balancedLegs, memberChanges, type AccountRef, type Leg, type MemberAccountKind } from './journal.ts';
import { closeMovementStatement, openMovementStatement, type Posted } from './ledger-statements.ts';
import type { Movement, MovementStatus, NewMovement } from './movements.ts';
import { oneCreditStatement, type DepositCreditHook } from './deposit-credit-hooks.ts';

/** A statement detail (spec doc 2 section 3): bonus, promotion, invite, refund or luckydraw. */
export type MovementDetails = Partial<
  Record<'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw', StatementDetail>
>;

export type { MemberAccountKind };

/** The member's currency read on the transaction's own connection (a pool read could wait forever). */
export type CurrencyReader = (db: Tx, memberId: number) => Promise<Currency>;

/** The member's currency as stored (ADR 0159), on `db`: the one query every reader of it uses. */
export async function readMemberCurrency(db: Queryable, memberId: number): Promise<Currency> {
  const { rows } = await db.query<{ currency: string | null }>('SELECT currency FROM members WHERE id = $1', [
    memberId,
  ]);
  return memberCurrency(rows[0]?.currency);
}
const readCurrency: CurrencyReader = readMemberCurrency;

/** A posting that credits a deposit: every channel's credit ends in one of these. */
export function creditsDeposit(movement: Pick<Movement, 'statementType' | 'status'>): boolean {
  return movement.statementType === 'deposit' && movement.status === 'SUCCESS';
}

/**
 * The ledger's writes bound to one transaction that another module opened with
 * Ledger.inTransaction: its own rows (a bonus taken, a draw, an accrual, a receipt, an operator's
 * decision) commit or roll back together with the money they decide. `db` is for the caller's own
 * tables; still only this module writes balances.
 */
export class LedgerTx {
  constructor(
    readonly db: Tx,
    private readonly depositHooks: readonly DepositCreditHook[] = [],
    private readonly currencyOf: CurrencyReader = readCurrency,
  ) {}

  /** Ledger.open inside the transaction, with an optional statement detail; undefined when the op key has a movement. */
  async open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
    details?: MovementDetails,
  ): Promise<Posted | undefined> {
    const posted = await openMovementStatement(this.db, movement, status, journalKind, legs);
    if (posted && details) await this.describe(posted.movement.id, details);
    if (posted) await this.afterPosting(posted);
    return posted;
  }

  /** Ledger.close inside the transaction; undefined when the movement was already settled. */
  async close(
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    const posted = await closeMovementStatement(this.db, movementId, status, journalKind, legs);
    if (posted) await this.afterPosting(posted);
    return posted;
  }

  /** A credited deposit runs the deposit hooks here, so whatever they write commits with the credit. */
  private async afterPosting(posted: Posted): Promise<void> {
    const { movement } = posted;
    if (!creditsDeposit(movement) || this.depositHooks.length === 0) return;
    const deposit = {
      memberId: movement.memberId,
      amount: movement.amount,
      currency: await this.currencyOf(this.db, movement.memberId),
    };
    for (const hook of this.depositHooks) {
      const earned = await hook.earned(deposit, this.db);
      if (earned > 0)
        await this.db.query({
          ...oneCreditStatement(hook),
          values: [movement.memberId, movement.id, earned],
        });
    }
  }

  /** Locks the movement's row until the transaction ends; false when there is none. */
  async lockMovement(movementId: number): Promise<boolean> {
    const { rowCount } = await this.db.query('SELECT id FROM movements WHERE id = $1 FOR UPDATE', [
      movementId,
    ]);
    return rowCount === 1;
  }

  /** The note the member reads on the statement (a rejected withdrawal's reason, an adjustment's). */
  async note(movementId: number, note: string): Promise<void> {
    await this.db.query(
      `UPDATE movements SET details = coalesce(details, '{}'::jsonb) || jsonb_build_object('note', $2::text)
       WHERE id = $1`,
      [movementId, note],
    );
  }

  /** A journal with no movement (one INSERT, ADR 0013), then the member balances in account-id order. */
  async post(journalKind: string, memberId: number, legs: Leg[]): Promise<void> {
    const moving = balancedLegs(legs);
    if (moving.length === 0) return;
    await this.db.query(
      `WITH j AS (
         INSERT INTO journal_transactions (kind, member_id) VALUES ($1, $2) RETURNING id
       )
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account_id, leg.amount FROM j, unnest($3::bigint[], $4::bigint[]) AS leg(account_id, amount)`,
      [journalKind, memberId, moving.map((leg) => leg.account.id), moving.map((leg) => leg.amount)],
    );
    for (const [id, amount] of memberChanges(moving)) {
      await this.db.query(
        'UPDATE ledger_accounts SET balance = balance + $2, updated_at = now() WHERE id = $1',
        [id, amount],
      );
    }
  }

  /** The statement's details of a movement (spec doc 2 section 3). */
  async describe(movementId: number, details: MovementDetails): Promise<void> {
    await this.db.query(
      `UPDATE movements SET details = coalesce(details, '{}'::jsonb) || $2::jsonb WHERE id = $1`,
      [movementId, JSON.stringify(details)],
    );
  }

  /** A member account's balance, its row locked until the transaction ends (satang). */
  async lockedBalance(account: AccountRef | { id: number }): Promise<number> {
    const { rows } = await this.db.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  /** The member's wallet and game balances as this transaction sees them. */
  balances(memberId: number): Promise<MemberBalances> {
    return readBalances(this.db, memberId);
  }
}
