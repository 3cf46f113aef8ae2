import type pg from 'pg';
import { memberCurrency, type Currency } from '@wallet/contract';
import type { Queryable, Tx } from '../../db/queryable.ts';
import { auditLedger, type AuditReport } from './audit.ts';
import { readBalances, type MemberBalances } from './balances.ts';
import type { Answer, KeyClaim } from './idempotency.ts';
import { type AccountRef, type HouseAccount, type Leg, type MemberAccountKind } from './journal.ts';
import type { Posted } from './ledger-statements.ts';
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
import { GroupCommit } from './group-commit.ts';
import {
  closeManyStatement,
  openManyStatement,
  type CloseItem,
  type Closed,
  type OpenItem,
  type Opened,
} from './ledger-group-statements.ts';
import { LedgerTx, creditsDeposit } from './ledger-transaction.ts';
import type { DepositCreditHook } from './deposit-credit-hooks.ts';
import { memberFlows, membersWhoPlayed, type MemberFlows } from './member-flows.ts';

/**
 * The double-entry ledger: the only code that writes balances and the ledger's tables (accounts,
 * journals, movements; a lint rule refuses a write elsewhere, ADR 0203). Other modules read
 * movements as the ledger's published record (statement, reports, queues). Every movement is one journal transaction
 * whose legs sum to zero (also refused by a statement-level trigger), and the member accounts'
 * balances change in the same database transaction, in account-id order so concurrent
 * transactions never wait on each other in a cycle. A CHECK constraint keeps member balances
 * at zero or above; breaking it is MONEY_NOT_ENOUGH.
 */
/**
 * Grouped statements of a kind (holds, settles) in flight at once. One: the next statement takes
 * everything that queued behind it, so batches are as large as the load makes them; with four,
 * batches were smaller and the database spent more per transfer than the naive transaction (bench,
 * ADR 0126).
 */
const STATEMENTS_IN_FLIGHT = 1;

export class Ledger {
  private readonly ids = new Map<string, AccountRef>();
  /** A member's currency is chosen at registration and never changes: read once per node. */
  private readonly currencies = new Map<number, Currency>();
  private readonly depositHooks: DepositCreditHook[] = [];
  /**
   * Movements opened by concurrent requests, written together (group commit, ADR 0095); one
   * member per statement at most, so each answer shows its own balance after its own movement.
   */
  private readonly opens = new GroupCommit<OpenItem, Opened>(
    (items) => retrying(() => openManyStatement(this.pool, items, this.depositHooks)),
    (item) => item.movement.memberId,
    STATEMENTS_IN_FLIGHT,
  );
  /**
   * Settles of PENDING movements from concurrent requests, written together (group commit, ADR
   * 0095); one movement per statement at most.
   */
  private readonly closes = new GroupCommit<CloseItem, Closed>(
    (items) => retrying(() => closeManyStatement(this.pool, items)),
    (item) => item.movementId,
    STATEMENTS_IN_FLIGHT,
  );

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Writes hook's rows with every deposit credit, whatever its channel (a SUCCESS movement of
   * statement type deposit, opened or closed, here or in a LedgerTx), in the credit's statement
   * or transaction. Registered before the first credit (app start): the grouped statement's text
   * and name carry the hooks.
   */
  whenDepositCredited(hook: DepositCreditHook): void {
    this.depositHooks.push(hook);
  }

  /**
   * Writes a movement with its journal in one statement; undefined when its op key was taken.
   * A credited deposit carries what the deposit hooks write into the same statement (ADR 0213).
   */
  async open(
    movement: NewMovement,
    status: MovementStatus,
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    const earned = await this.earnedBy(movement, status);
    const opened = await this.opens.submit({ movement, status, journalKind, legs, earned });
    return opened.posted;
  }

  /**
   * What each deposit hook says a credited deposit earns, worked out before the credit is
   * written (the member's currency from this node's cache, the hooks' figures from theirs);
   * undefined for any other movement, or with no hooks.
   */
  private async earnedBy(movement: NewMovement, status: MovementStatus): Promise<number[] | undefined> {
    if (this.depositHooks.length === 0 || !creditsDeposit({ statementType: movement.statementType, status }))
      return undefined;
    const deposit = {
      memberId: movement.memberId,
      amount: movement.amount,
      currency: await this.currencyOf(movement.memberId),
    };
    return Promise.all(this.depositHooks.map((hook) => hook.earned(deposit)));
  }

  /**
   * Settles a PENDING movement with its journal in one statement; undefined when already settled.
   * Crediting a deposit (journal kind deposit) with hooks runs in a transaction with them: what
   * the hooks' figures are worked out from is the movement's amount, which only the settle reads.
   */
  close(
    movementId: number,
    status: 'SUCCESS' | 'FAILED',
    journalKind: string,
    legs: Leg[],
  ): Promise<Posted | undefined> {
    if (this.depositHooks.length > 0 && journalKind === 'deposit' && status === 'SUCCESS')
      return this.inTransaction((books) => books.close(movementId, status, journalKind, legs));
    return this.closes.submit({ movementId, status, journalKind, legs }).then((closed) => closed.posted);
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
    const earned = await this.earnedBy(movement, status);
    const result = await this.opens.submit({ movement, status, journalKind, legs, claim, earned });
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
    const result = await this.closes.submit({
      movementId,
      status,
      journalKind,
      legs,
      answer: { memberId: claim.memberId, key: claim.key, status: answer.status, body: answer.body },
    });
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
    const results = await this.houseAccountFor('game_results', memberId);
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

  /** Deposits, withdrawals and balance growth per member over [from, to): see memberFlows. */
  flows(memberIds: number[], from: Date, to: Date): Promise<Map<number, MemberFlows>> {
    return memberFlows(this.pool, memberIds, from, to);
  }

  /** The members among these who ever moved money into a game. */
  whoPlayed(memberIds: number[]): Promise<number[]> {
    return membersWhoPlayed(this.pool, memberIds);
  }

  /** A member account's balance (satang); 0 when it was never used. */
  async balanceOf(memberId: number, kind: MemberAccountKind): Promise<number> {
    const { rows } = await this.pool.query<{ balance: number }>(
      "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND name = ''",
      [memberId, kind],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  /** Checks the books (read-only): see auditLedger. */
  audit(): Promise<AuditReport> {
    return auditLedger(this.pool);
  }

  memberAccount(memberId: number, kind: MemberAccountKind, provider = ''): Promise<AccountRef> {
    return this.account(memberId, kind, provider);
  }

  /** The house's account of that name in one currency's books (ADR 0159). */
  houseAccount(name: HouseAccount, currency: Currency): Promise<AccountRef> {
    return this.account(null, 'house', name, currency);
  }

  /** The house's account of that name in the member's books: the other side of the member's journal. */
  async houseAccountFor(name: HouseAccount, memberId: number): Promise<AccountRef> {
    return this.houseAccount(name, await this.currencyOf(memberId));
  }

  /**
   * The currency of the member's wallet (LAK for a kip member, THB otherwise; ADR 0159), read on
   * `db` when not known yet (a transaction's own connection, inside one).
   */
  async currencyOf(memberId: number, db: Queryable = this.pool): Promise<Currency> {
    const known = this.currencies.get(memberId);
    if (known) return known;
    const { rows } = await db.query<{ currency: string | null }>(
      'SELECT currency FROM members WHERE id = $1',
      [memberId],
    );
    const currency = memberCurrency(rows[0]?.currency);
    if (rows[0]) this.currencies.set(memberId, currency);
    return currency;
  }

  /**
   * Runs work in one transaction whose ledger writes go through `books`: a module's own rows
   * and the money they decide commit together or not at all. Run again from the start on a
   * deadlock or serialization failure; a broken balance CHECK is MONEY_NOT_ENOUGH.
   */
  inTransaction<T>(work: (books: LedgerTx) => Promise<T>): Promise<T> {
    return this.transaction((tx) =>
      work(new LedgerTx(tx, this.depositHooks, (db, memberId) => this.currencyOf(memberId, db))),
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
  private post(tx: Tx, kind: string, memberId: number, legs: Leg[]): Promise<void> {
    return new LedgerTx(tx).post(kind, memberId, legs);
  }

  /** The account's id, created on first use (outside any money transaction) and cached. */
  /**
   * A member account's currency is the member's (set by a trigger, ADR 0159), so it is looked up
   * by owner, kind and name alone; a house account also by its currency.
   */
  private async account(
    memberId: number | null,
    kind: string,
    name: string,
    currency: Currency = 'THB',
  ): Promise<AccountRef> {
    const cacheKey = memberId === null ? `house:${name}:${currency}` : `${memberId}:${kind}:${name}`;
    const cached = this.ids.get(cacheKey);
    if (cached) return cached;
    for (;;) {
      const { rows } = await this.pool.query<{ id: number }>(
        `WITH created AS (
           INSERT INTO ledger_accounts (member_id, kind, name, currency) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING id
         )
         SELECT id FROM created
         UNION ALL
         SELECT id FROM ledger_accounts
          WHERE member_id IS NOT DISTINCT FROM $1 AND kind = $2 AND name = $3
            AND (member_id IS NOT NULL OR currency = $4)`,
        [memberId, kind, name, currency],
      );
      // Empty only when another transaction created it after this statement's snapshot: read again.
      if (!rows[0]) continue;
      const ref = { id: rows[0].id, materialised: memberId !== null };
      this.ids.set(cacheKey, ref);
      return ref;
    }
  }
}
