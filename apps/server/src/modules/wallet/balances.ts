import type { Queryable } from '../../db/queryable.ts';

export interface MemberBalances {
  /** Satang in the wallet. */
  wallet: number;
  /** Satang last known at each provider where the member has a game ledger account. */
  games: Map<string, number>;
}

/** The member's materialised balances, read in one query. */
export async function readBalances(db: Queryable, memberId: number): Promise<MemberBalances> {
  const { rows } = await db.query<{ kind: string; name: string; balance: number }>({
    name: 'member_balances',
    text: `SELECT kind, name, balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('wallet', 'game')`,
    values: [memberId],
  });
  const games = new Map<string, number>();
  let wallet = 0;
  for (const row of rows) {
    if (row.kind === 'wallet') wallet = row.balance;
    else games.set(row.name, row.balance);
  }
  return { wallet, games };
}
