import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../packages/contract/src/api/idempotency.ts';
import type { Db } from '../../apps/server/src/db/client.ts';

/**
 * The naive baseline's route, on the real app: same hooks, same pool, same load generator. Only the
 * bench registers it, so it is no endpoint of the contract and keeps its own path.
 */
export const NAIVE_TRANSFER_PATH = '/api/bench/naive-transfer';
/** Which member's rows the naive route moves money between (it has no auth: that is the point). */
export const NAIVE_MEMBER_HEADER = 'x-bench-member';

/**
 * Bench-only tables, never in the app's migrations: two accounts per member and a transfer log
 * whose unique key stands in for the real route's idempotency key.
 */
async function createTables(db: Db): Promise<void> {
  await db.$client.query(`
    CREATE TABLE IF NOT EXISTS bench_naive_accounts (
      id bigserial PRIMARY KEY,
      member_id bigint NOT NULL,
      kind text NOT NULL,
      balance bigint NOT NULL CHECK (balance >= 0),
      UNIQUE (member_id, kind)
    );
    CREATE TABLE IF NOT EXISTS bench_naive_transfers (
      id bigserial PRIMARY KEY,
      member_id bigint NOT NULL,
      op_key text NOT NULL UNIQUE,
      amount bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );`);
}

/**
 * What a transfer costs without a provider in the way: one transaction that locks the two
 * rows, updates both and inserts one record. The real POST /api/wallet/transfer is compared
 * with this, measured the same way in the same run.
 */
export async function addNaiveTransfer(app: FastifyInstance, db: Db): Promise<void> {
  await createTables(db);
  const pool = db.$client;
  app.post(NAIVE_TRANSFER_PATH, async (request, reply) => {
    const memberId = Number(request.headers[NAIVE_MEMBER_HEADER]);
    const key = request.headers[IDEMPOTENCY_HEADER];
    const amount = Math.round(Number((request.body as { amount?: unknown } | undefined)?.amount) * 100);
    if (!Number.isSafeInteger(memberId) || typeof key !== 'string' || !(amount > 0)) {
      return reply.code(400).send({ message: 'KEY_INVALID' });
    }
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number; kind: string; balance: number }>(
        'SELECT id, kind, balance FROM bench_naive_accounts WHERE member_id = $1 ORDER BY id FOR UPDATE',
        [memberId],
      );
      const wallet = rows.find((row) => row.kind === 'wallet');
      const game = rows.find((row) => row.kind === 'game');
      if (!wallet || !game) throw new Error(`bench: member ${memberId} has no naive accounts`);
      await client.query('UPDATE bench_naive_accounts SET balance = balance - $2 WHERE id = $1', [
        wallet.id,
        amount,
      ]);
      await client.query('UPDATE bench_naive_accounts SET balance = balance + $2 WHERE id = $1', [
        game.id,
        amount,
      ]);
      await client.query(
        'INSERT INTO bench_naive_transfers (member_id, op_key, amount) VALUES ($1, $2, $3)',
        [memberId, key, amount],
      );
      await client.query('COMMIT');
      return { status: 'SUCCESS', amount: amount / 100, wallet: { amount: (wallet.balance - amount) / 100 } };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
}

/** Opening balances for the naive accounts of these members. */
export async function fundNaive(db: Db, memberIds: number[], satang: number): Promise<void> {
  await db.$client.query(
    `INSERT INTO bench_naive_accounts (member_id, kind, balance)
     SELECT m, k, $2 FROM unnest($1::bigint[]) AS m, unnest(ARRAY['wallet', 'game']) AS k
     ON CONFLICT (member_id, kind) DO UPDATE SET balance = excluded.balance`,
    [memberIds, satang],
  );
}
