import type pg from 'pg';
import type { Tx } from './queryable.ts';

/** Runs fn in one transaction on a client of the pool: COMMIT when it returns, ROLLBACK when it throws. */
export async function inTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
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
}
