import type { Queryable } from '../../db/queryable.ts';

/** What moved for a member in a time window, from their journals (satang). */
export interface MemberFlows {
  /** Money that came in from outside (deposits). */
  deposits: number;
  /** Money paid out to the member's bank (completed withdrawals). */
  withdrawals: number;
  /** Change of the wallet, the game accounts and the money in flight (holds) over the window. */
  growth: number;
}

/**
 * Per member, over [from, to): deposits (the house deposits account's side), completed
 * withdrawals (the payouts account's side) and the growth of what the member owns and can play
 * with. Invite and refund balances are not counted: they are not spendable until a draw moves them.
 */
export async function memberFlows(
  db: Queryable,
  memberIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, MemberFlows>> {
  const { rows } = await db.query<{
    memberId: number;
    deposits: number;
    withdrawals: number;
    growth: number;
  }>(
    `SELECT j.member_id AS "memberId",
       coalesce(sum(-e.amount) FILTER (WHERE a.kind = 'house' AND a.name = 'deposits'), 0)::bigint AS deposits,
       coalesce(sum(e.amount) FILTER (WHERE a.kind = 'house' AND a.name = 'payouts'), 0)::bigint AS withdrawals,
       coalesce(sum(e.amount) FILTER (
         WHERE a.member_id = j.member_id AND a.kind IN ('wallet', 'game', 'transfer_hold', 'withdrawal_hold')
       ), 0)::bigint AS growth
     FROM journal_transactions j
     JOIN journal_entries e ON e.journal_id = j.id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE j.member_id = ANY($1::bigint[]) AND j.created_at >= $2 AND j.created_at < $3
     GROUP BY j.member_id`,
    [memberIds, from, to],
  );
  const flows = new Map<number, MemberFlows>();
  for (const id of memberIds) flows.set(id, { deposits: 0, withdrawals: 0, growth: 0 });
  for (const row of rows) {
    flows.set(Number(row.memberId), {
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
      growth: Number(row.growth),
    });
  }
  return flows;
}

/** Which of these members ever had money in a game account (they played). */
export async function membersWhoPlayed(db: Queryable, memberIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ memberId: number }>(
    `SELECT DISTINCT a.member_id AS "memberId" FROM ledger_accounts a
     WHERE a.member_id = ANY($1::bigint[]) AND a.kind = 'game'
       AND EXISTS (SELECT 1 FROM journal_entries e WHERE e.account_id = a.id)`,
    [memberIds],
  );
  return rows.map((row) => Number(row.memberId));
}
