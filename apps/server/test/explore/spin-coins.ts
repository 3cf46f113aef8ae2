import type pg from 'pg';

/** Coins as deposits give them: an entry and the count together, so the audit's coin check holds. */
export async function giveCoins(pool: pg.Pool, memberId: number, coins: number): Promise<void> {
  await pool.query(
    `WITH e AS (INSERT INTO spin_coin_entries (member_id, delta, reason) VALUES ($1, $2, 'test'))
     UPDATE members SET coin = coin + $2 WHERE id = $1`,
    [memberId, coins],
  );
}
