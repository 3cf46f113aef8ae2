import type pg from 'pg';

/** A member's ledger balance of one kind (wallet, refund, …) in minor units, as a driver checks it after recovery. */
export async function memberBalance(pool: pg.Pool, memberId: number, kind: string): Promise<number> {
  const { rows } = await pool.query<{ balance: number }>(
    'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  return Number(rows[0]?.balance ?? 0);
}
