import { toBaht, type MemberHoldings } from '@wallet/contract';
import type pg from 'pg';

/**
 * The members' money at an instant, per book, from the ledger's member accounts (issue 41, ADR
 * 0176): each account's balance now less what its entries moved since the instant, in one
 * statement (one snapshot), so a past day's end reads the few days of journal after it, not the
 * whole history. Bonuses held: the bonus money of the member bonuses running at the instant.
 */
export async function memberHoldings(pool: pg.Pool, at: Date): Promise<MemberHoldings[]> {
  const balances = await pool.query<{ currency: 'THB' | 'LAK'; kind: string; amount: string }>(
    `WITH later AS (
       SELECT e.account_id, sum(e.amount)::bigint AS moved
       FROM journal_transactions jt JOIN journal_entries e ON e.journal_id = jt.id
       WHERE jt.created_at >= $1 GROUP BY 1)
     SELECT a.currency, a.kind, sum(a.balance - coalesce(l.moved, 0))::bigint AS amount
     FROM ledger_accounts a LEFT JOIN later l ON l.account_id = a.id
     WHERE a.member_id IS NOT NULL GROUP BY 1, 2`,
    [at],
  );
  const bonuses = await pool.query<{ currency: 'THB' | 'LAK'; amount: string }>(
    `SELECT a.currency, sum(mb.bonus)::bigint AS amount
     FROM member_bonuses mb
     JOIN ledger_accounts a ON a.member_id = mb.member_id AND a.kind = 'wallet'
     WHERE mb.created_at < $1 AND (mb.ended_at IS NULL OR mb.ended_at >= $1) GROUP BY 1`,
    [at],
  );
  const books = new Set([...balances.rows, ...bonuses.rows].map((row) => row.currency));
  return [...books].sort().map((currency) => {
    const of = (...kinds: string[]) =>
      balances.rows
        .filter((row) => row.currency === currency && kinds.includes(row.kind))
        .reduce((sum, row) => sum + Number(row.amount), 0);
    const held = bonuses.rows.find((row) => row.currency === currency);
    return {
      currency,
      wallets: toBaht(of('wallet')),
      games: toBaht(of('game')),
      inTransit: toBaht(of('transfer_hold')),
      withdrawals: toBaht(of('withdrawal_hold')),
      rewards: toBaht(of('invite', 'refund')),
      total: toBaht(of('wallet', 'game', 'transfer_hold', 'withdrawal_hold', 'invite', 'refund')),
      bonusesHeld: toBaht(held ? Number(held.amount) : 0),
    };
  });
}
