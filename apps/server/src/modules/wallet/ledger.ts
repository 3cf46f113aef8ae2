import type pg from 'pg';
import { AppError } from '../../lib/app-error.ts';
import type { Answer, KeyClaim } from './idempotency.ts';
import {
  closeAnsweringStatement,
  closeMovementStatement,
  openClaimingStatement,
  openMovementStatement,
  type Posted,
} from './ledger-statements.ts';
import type { MovementStatus, NewMovement } from './movements.ts';

export type Queryable = pg.Pool | pg.PoolClient;
export type Tx = pg.PoolClient;

export type MemberAccountKind = 'wallet' | 'game' | 'transfer_hold' | 'withdrawal_hold';
/** House accounts: the outside world's side of every member movement. */
export type HouseAccount = 'deposits' | 'payouts' | 'game_results' | 'adjustments';

export interface AccountRef {
  id: number;
  /** Member accounts carry a materialised, never-negative balance; house accounts do not. */
  materialised: boolean;
}

export interface Leg {
  account: AccountRef;
  /** Signed satang: positive adds to the account. */
  amount: number;
}

export interface Journal {
  kind: string;
  memberId: number | null;
  movementId?: number;
  legs: Leg[];
}

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/**
 * The double-entry ledger: the only code that writes balances. Every movement is one
 * journal transaction whose legs sum to zero (also refused by a statement-level trigger), and the
 * member accounts' balances change in the same database transaction, in account-id order
 * so concurrent transactions never wait on each other in a cycle. A CHECK constraint keeps
 * member balances at zero or above; breaking it is MONEY_NOT_ENOUGH.
 */
export class Ledger {
  private readonly ids = new Map<string, AccountRef>();

  constructor(readonly pool: pg.Pool) {}

  /** Runs fn in one transaction; a deadlock or serialization failure runs it again. */
  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
          continue;
        }
        throw translate(error);
      } finally {
        client.release();
      }
    }
  }

  /** Writes a movement with its journal in one statement; undefined when its op key was taken. */
  open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    return this.retrying(() => openMovementStatement(this.pool, movement, status, journalKind, legs));
  }

  /** Settles a PENDING movement with its journal in one statement; undefined when already settled. */
  close(
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    return this.retrying(() => closeMovementStatement(this.pool, movementId, status, journalKind, legs));
  }

  /**
   * open that claims the request's idempotency key in the same statement when it is not
   * claimed yet (ADR 0013); the movement is written only with the claim. Sets claim.claimed;
   * undefined when nothing was written (the key or the op key was taken).
   */
  async openClaiming(
    claim: KeyClaim,
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    if (claim.claimed) return this.open(movement, status, journalKind, legs);
    const result = await this.retrying(() =>
      openClaimingStatement(this.pool, claim, movement, status, journalKind, legs),
    );
    if (result.claimed) claim.claimed = true;
    return result.posted;
  }

  /**
   * close that also stores the request's answer under its claimed key in the same statement;
   * sets claim.answered when it did (only when this statement settled the movement).
   */
  async closeAnswering(
    claim: KeyClaim,
    answer: Answer,
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    if (!claim.claimed || claim.answered) return this.close(movementId, status, journalKind, legs);
    const result = await this.retrying(() =>
      closeAnsweringStatement(
        this.pool,
        { memberId: claim.memberId, key: claim.key, status: answer.status, body: answer.body },
        movementId,
        status,
        journalKind,
        legs,
      ),
    );
    if (result.answered) claim.answered = answer;
    return result.posted;
  }

  private async retrying<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fn();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
          continue;
        }
        throw translate(error);
      }
    }
  }

  async post(tx: Tx, journal: Journal): Promise<void> {
    const legs = journal.legs.filter((leg) => leg.amount !== 0);
    if (legs.some((leg) => !Number.isSafeInteger(leg.amount)))
      throw new Error('ledger: amounts are whole satang');
    if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
      throw new Error('ledger: journal does not balance');
    if (legs.length === 0) return;
    await tx.query(
      `WITH j AS (
         INSERT INTO journal_transactions (kind, member_id, movement_id) VALUES ($1, $2, $3) RETURNING id
       )
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account_id, leg.amount FROM j, unnest($4::bigint[], $5::bigint[]) AS leg(account_id, amount)`,
      [
        journal.kind,
        journal.memberId,
        journal.movementId ?? null,
        legs.map((leg) => leg.account.id),
        legs.map((leg) => leg.amount),
      ],
    );
    const materialised = legs
      .filter((leg) => leg.account.materialised)
      .sort((a, b) => a.account.id - b.account.id);
    for (const leg of materialised) {
      await tx.query('UPDATE ledger_accounts SET balance = balance + $2, updated_at = now() WHERE id = $1', [
        leg.account.id,
        leg.amount,
      ]);
    }
  }

  memberAccount(memberId: number, kind: MemberAccountKind, provider = ''): Promise<AccountRef> {
    return this.account(memberId, kind, provider);
  }

  houseAccount(name: HouseAccount): Promise<AccountRef> {
    return this.account(null, 'house', name);
  }

  /** The account's id, created on first use (outside any money transaction) and cached. */
  private async account(memberId: number | null, kind: string, name: string): Promise<AccountRef> {
    const cacheKey = `${memberId}:${kind}:${name}`;
    const cached = this.ids.get(cacheKey);
    if (cached) return cached;
    for (;;) {
      const { rows } = await this.pool.query<{ id: number }>(
        `WITH created AS (
           INSERT INTO ledger_accounts (member_id, kind, name) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT ledger_accounts_owner_key DO NOTHING RETURNING id
         )
         SELECT id FROM created
         UNION ALL
         SELECT id FROM ledger_accounts WHERE member_id IS NOT DISTINCT FROM $1 AND kind = $2 AND name = $3`,
        [memberId, kind, name],
      );
      // Empty only when another transaction created it after this statement's snapshot: read again.
      if (!rows[0]) continue;
      const ref = { id: rows[0].id, materialised: memberId !== null };
      this.ids.set(cacheKey, ref);
      return ref;
    }
  }
}

function translate(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError.code === '23514' && pgError.constraint === 'ledger_accounts_member_nonnegative') {
    return new AppError('MONEY_NOT_ENOUGH');
  }
  return error;
}
