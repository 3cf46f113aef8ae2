import type pg from 'pg';
import type { Tx } from '../../db/queryable.ts';
import { auditLedger, type AuditReport } from './audit.ts';
import { readBalances, type MemberBalances } from './balances.ts';
import type { Answer, KeyClaim } from './idempotency.ts';
import {
  balancedLegs,
  memberChanges,
  type AccountRef,
  type HouseAccount,
  type Leg,
  type MemberAccountKind,
} from './journal.ts';
import {
  closeAnsweringStatement,
  closeMovementStatement,
  openClaimingStatement,
  openMovementStatement,
  type Posted,
} from './ledger-statements.ts';
import {
  insertMovement,
  movementById,
  movementByOpKey,
  stalePending,
  countStalePending,
  touchMovement,
  type Movement,
  type MovementKind,
  type MovementStatus,
  type NewMovement,
} from './movements.ts';
import { retrying } from './retry.ts';

/** The ledger's writes inside a caller's transaction (Ledger.atomically). */
export interface LedgerInTransaction {
  open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined>;
  close(
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined>;
  /** Locks the movement's row until the transaction ends; false when there is none. */
  lockMovement(movementId: number): Promise<boolean>;
  /** The note the member reads on the statement (a rejected withdrawal's reason, an adjustment's). */
  note(movementId: number, note: string): Promise<void>;
}

/**
 * The double-entry ledger: the only code that writes balances, and the only door to the
 * ledger's tables (accounts, journals, movements). Every movement is one journal transaction
 * whose legs sum to zero (also refused by a statement-level trigger), and the member accounts'
 * balances change in the same database transaction, in account-id order so concurrent
 * transactions never wait on each other in a cycle. A CHECK constraint keeps member balances
 * at zero or above; breaking it is MONEY_NOT_ENOUGH.
 */
export class Ledger {
  private readonly ids = new Map<string, AccountRef>();

  constructor(private readonly pool: pg.Pool) {}

  /** Writes a movement with its journal in one statement; undefined when its op key was taken. */
  open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    return retrying(() => openMovementStatement(this.pool, movement, status, journalKind, legs));
  }

  /** Settles a PENDING movement with its journal in one statement; undefined when already settled. */
  close(
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    return retrying(() => closeMovementStatement(this.pool, movementId, status, journalKind, legs));
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
    const result = await retrying(() =>
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
    const result = await retrying(() =>
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

  /**
   * Records a PENDING movement that moves no money yet (a deposit notice, a deposit under
   * review): the statement shows it in progress until someone settles it with close().
   * With maxOpen, the member's PENDING movements of that kind are counted under a lock first,
   * so the cap cannot be raced past: undefined when it is reached. A repeated op key returns
   * the first record.
   */
  async recordPending(movement: NewMovement, maxOpen?: number): Promise<Movement | undefined> {
    const existing = movement.opKey ? await movementByOpKey(this.pool, movement.opKey) : undefined;
    if (existing) return existing;
    const inserted = await this.transaction(async (tx) => {
      if (maxOpen !== undefined) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `pending:${movement.kind}:${movement.memberId}`,
        ]);
        const { rows } = await tx.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM movements WHERE member_id = $1 AND kind = $2 AND status = 'PENDING'`,
          [movement.memberId, movement.kind],
        );
        if (rows[0]!.open >= maxOpen) return null;
      }
      return insertMovement(tx, movement, 'PENDING');
    });
    if (inserted === null) return undefined;
    return inserted ?? (await movementByOpKey(this.pool, movement.opKey!))!;
  }

  /**
   * Brings a member's game account to the provider's balance (play happens at the provider):
   * books the difference against the house's game results. The remote balance is only trusted
   * when no transfer with that provider was in flight or settled while it was read; otherwise
   * money on its way would be counted twice, and nothing is booked (the next sync catches up).
   * True when the books changed.
   */
  async syncGameBalance(
    memberId: number,
    provider: string,
    readRemote: () => Promise<number>,
  ): Promise<boolean> {
    const {
      rows: [clock],
    } = await this.pool.query<{ now: Date }>('SELECT now()');
    const remote = await readRemote();
    const game = await this.memberAccount(memberId, 'game', provider);
    const results = await this.houseAccount('game_results');
    return this.transaction(async (tx) => {
      const { rows } = await tx.query<{ balance: number }>(
        'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
        [game.id],
      );
      const busy = await tx.query(
        `SELECT 1 FROM movements WHERE member_id = $1 AND provider = $2 AND (status = 'PENDING' OR updated_at >= $3) LIMIT 1`,
        [memberId, provider, clock!.now],
      );
      const difference = remote - rows[0]!.balance;
      if (busy.rowCount || difference === 0) return false;
      await this.post(tx, 'game_sync', memberId, [
        { account: game, amount: difference },
        { account: results, amount: -difference },
      ]);
      return true;
    });
  }

  movementByOpKey(opKey: string): Promise<Movement | undefined> {
    return movementByOpKey(this.pool, opKey);
  }

  movementById(id: number): Promise<Movement | undefined> {
    return movementById(this.pool, id);
  }

  /** PENDING movements of these kinds not touched for ageMs: the recovery job's work list. */
  stalePending(kinds: MovementKind[], ageMs: number): Promise<Movement[]> {
    return stalePending(this.pool, kinds, ageMs);
  }

  /** How many PENDING movements wait past ageMs, every kind: the recovery backlog (metrics). */
  pendingBacklog(ageMs: number): Promise<number> {
    return countStalePending(this.pool, ageMs);
  }

  /** Counts another attempt at a PENDING movement, so the recovery job leaves it alone for a while. */
  touch(movementId: number): Promise<void> {
    return touchMovement(this.pool, movementId);
  }

  /** The member's wallet and game balances, in satang. */
  balances(memberId: number): Promise<MemberBalances> {
    return readBalances(this.pool, memberId);
  }

  /** Checks the books (read-only): see auditLedger. */
  audit(): Promise<AuditReport> {
    return auditLedger(this.pool);
  }

  memberAccount(memberId: number, kind: MemberAccountKind, provider = ''): Promise<AccountRef> {
    return this.account(memberId, kind, provider);
  }

  houseAccount(name: HouseAccount): Promise<AccountRef> {
    return this.account(null, 'house', name);
  }

  /**
   * Ledger work and the caller's own writes in ONE transaction (an operator's decision and its
   * audit row commit or vanish with the money they move). fn may run again after a deadlock,
   * so it must only touch the database. The ledger statements are the same single statements
   * open and close run; account refs are taken before (memberAccount, houseAccount).
   */
  atomically<T>(fn: (tx: Tx, book: LedgerInTransaction) => Promise<T>): Promise<T> {
    return this.transaction((tx) =>
      fn(tx, {
        open: (movement, status, journalKind, legs) =>
          openMovementStatement(tx, movement, status, journalKind, legs),
        close: (movementId, status, journalKind, legs) =>
          closeMovementStatement(tx, movementId, status, journalKind, legs),
        lockMovement: async (movementId) =>
          (await tx.query<{ id: number }>('SELECT id FROM movements WHERE id = $1 FOR UPDATE', [movementId]))
            .rowCount === 1,
        note: async (movementId, note) => {
          await tx.query(
            `UPDATE movements SET details = coalesce(details, '{}'::jsonb) || jsonb_build_object('note', $2::text)
             WHERE id = $1`,
            [movementId, note],
          );
        },
      }),
    );
  }

  /** Runs fn in one transaction, again on a deadlock or serialization failure. */
  private transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return retrying(async () => {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    });
  }

  /** A journal with no movement, inside a transaction that has locked what it read. */
  private async post(tx: Tx, kind: string, memberId: number, legs: Leg[]): Promise<void> {
    const moving = balancedLegs(legs);
    if (moving.length === 0) return;
    await tx.query(
      `WITH j AS (
         INSERT INTO journal_transactions (kind, member_id) VALUES ($1, $2) RETURNING id
       )
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account_id, leg.amount FROM j, unnest($3::bigint[], $4::bigint[]) AS leg(account_id, amount)`,
      [kind, memberId, moving.map((leg) => leg.account.id), moving.map((leg) => leg.amount)],
    );
    for (const [id, amount] of memberChanges(moving)) {
      await tx.query('UPDATE ledger_accounts SET balance = balance + $2, updated_at = now() WHERE id = $1', [
        id,
        amount,
      ]);
    }
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
