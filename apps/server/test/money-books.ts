import type pg from 'pg';
import type { SandboxGameBooks } from '../src/adapters/games/sandbox-books.ts';

/**
 * A member's money as the database holds it, read straight from the tables (not through the
 * API), in satang: our ledger's materialised balances, the play results our balance sync
 * booked, and the sandbox provider's own books (the "outside world", read from its store).
 */
export interface Books {
  wallet: number;
  transferHold: number;
  withdrawalHold: number;
  /** Ledger game balance per provider. */
  games: Record<string, number>;
  /** Sum of the game_sync entries on each game account (play results booked by us). */
  booked: Record<string, number>;
  /** How many game_sync journals touched each game account. */
  syncs: Record<string, number>;
  /** The sandbox provider's balance for the member's account there. */
  remote: Record<string, number>;
}

export async function readBooks(
  pool: pg.Pool,
  memberId: number,
  sandbox: Pick<SandboxGameBooks, 'account'>,
): Promise<Books> {
  const [accounts, sync, remote] = await Promise.all([
    pool.query<{ kind: string; name: string; balance: number }>(
      'SELECT kind, name, balance FROM ledger_accounts WHERE member_id = $1',
      [memberId],
    ),
    pool.query<{ name: string; total: number; journals: number }>(
      `SELECT a.name, sum(e.amount)::bigint AS total, count(DISTINCT j.id)::int AS journals
       FROM journal_entries e
       JOIN journal_transactions j ON j.id = e.journal_id
       JOIN ledger_accounts a ON a.id = e.account_id
       WHERE j.kind = 'game_sync' AND a.member_id = $1 AND a.kind = 'game'
       GROUP BY a.name`,
      [memberId],
    ),
    pool.query<{ provider: string; username: string }>(
      'SELECT provider, username FROM game_accounts WHERE member_id = $1',
      [memberId],
    ),
  ]);
  const books: Books = {
    wallet: 0,
    transferHold: 0,
    withdrawalHold: 0,
    games: {},
    booked: {},
    syncs: {},
    remote: {},
  };
  for (const row of accounts.rows) {
    if (row.kind === 'wallet') books.wallet = row.balance;
    else if (row.kind === 'transfer_hold') books.transferHold = row.balance;
    else if (row.kind === 'withdrawal_hold') books.withdrawalHold = row.balance;
    else if (row.kind === 'game') books.games[row.name] = row.balance;
  }
  for (const row of sync.rows) {
    books.booked[row.name] = row.total;
    books.syncs[row.name] = row.journals;
  }
  for (const row of remote.rows) {
    const account = sandbox.account(row.provider, row.username);
    if (account) books.remote[row.provider] = account.balance;
  }
  return books;
}

export interface MovementRow {
  id: number;
  reference: string;
  kind: 'game_in' | 'game_out' | 'withdrawal';
  provider: string | null;
  fromPlace: string;
  toPlace: string;
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
}

/** The member's transfers and withdrawals with an id above `afterId` or among `ids`, oldest first. */
export async function moneyMovements(
  pool: pg.Pool,
  memberId: number,
  afterId = 0,
  ids: number[] = [],
): Promise<MovementRow[]> {
  const { rows } = await pool.query<MovementRow>(
    `SELECT id, reference, kind, provider, from_place AS "fromPlace", to_place AS "toPlace", amount, status
     FROM movements
     WHERE member_id = $1 AND kind IN ('game_in', 'game_out', 'withdrawal') AND (id > $2 OR id = ANY($3::bigint[]))
     ORDER BY id`,
    [memberId, afterId, ids],
  );
  return rows;
}

/** The sandbox provider's record of a transfer reference: its signed amount, or undefined. */
export function sandboxTransfer(
  sandbox: Pick<SandboxGameBooks, 'transfer'>,
  provider: string,
  ref: string,
): { amount: number; username: string } | undefined {
  return sandbox.transfer(provider, ref);
}

/** The sandbox payout rail's record of a withdrawal reference. */
export async function sandboxPayout(
  pool: pg.Pool,
  ref: string,
): Promise<{ amount: number; status: string } | undefined> {
  const { rows } = await pool.query<{ amount: number; status: string }>(
    'SELECT amount, status FROM sandbox_payouts WHERE ref = $1',
    [ref],
  );
  return rows[0];
}

export const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};
