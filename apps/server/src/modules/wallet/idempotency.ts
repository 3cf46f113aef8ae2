import { createHash } from 'node:crypto';
import type pg from 'pg';
import { IDEMPOTENCY_KEY } from '@wallet/contract';
import { AppError, fail } from '../../lib/app-error.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** How long a running request owns its key; after a crash, a retry takes over once it runs out. */
const LEASE_MS = 60_000;
/** How long a retry waits for the first request with its key to finish. */
const WAIT_MS = 30_000;
const POLL_MS = 25;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface KeyRow {
  route: string;
  requestHash: string;
  statusCode: number | null;
  reply: unknown;
  leaseOver: boolean;
}

/**
 * Idempotency-Key handling for money-moving requests (ADR 0013). The first request with a
 * key runs and its answer (success or catalogue error) is stored; a retry with the same key
 * and body gets that answer; the same key with another body or route is KEY_INVALID. A
 * request that is still running makes retries wait for it. The operation itself also
 * carries the key (movements.op_key), so a run that takes over after a crash finds the
 * work already done instead of doing it twice.
 */
export class Idempotency {
  constructor(private readonly pool: pg.Pool) {}

  async run(
    memberId: number,
    key: string | undefined,
    route: string,
    body: unknown,
    handler: (opKey: string | undefined) => Promise<Answer>,
  ): Promise<Answer> {
    if (key === undefined) return this.answer(() => handler(undefined));
    if (!IDEMPOTENCY_KEY.test(key)) fail('KEY_INVALID');
    const requestHash = createHash('sha256').update(stableJson(body)).digest('base64url');
    // The operation's key is namespaced by member and route: deposit channels use their own
    // prefixes (qr:, slip:, ...), and a key reused on another route after the prune is another operation.
    const opKey = `member:${memberId}:${route}:${key}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.claim(memberId, key, route, requestHash)) break;
      const row = await this.read(memberId, key);
      if (!row) continue;
      if (row.route !== route || row.requestHash !== requestHash) fail('KEY_INVALID');
      if (row.statusCode !== null) return { status: row.statusCode, body: row.reply };
      if (row.leaseOver && (await this.takeOver(memberId, key))) break;
      if (Date.now() > deadline) fail('REQUEST_LIMIT');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    let answer: Answer;
    try {
      answer = await this.answer(() => handler(opKey));
    } catch (error) {
      // Not a catalogue answer: free the key so a retry runs again (the op key keeps it safe).
      await this.pool.query('DELETE FROM idempotency_keys WHERE member_id = $1 AND key = $2', [
        memberId,
        key,
      ]);
      throw error;
    }
    await this.pool.query({
      name: 'idempotency_answer',
      text: 'UPDATE idempotency_keys SET status_code = $3, reply = $4 WHERE member_id = $1 AND key = $2',
      values: [memberId, key, answer.status, JSON.stringify(answer.body)],
    });
    return answer;
  }

  /** Catalogue errors are answers too: a retry of a refused request is refused the same way. */
  private async answer(run: () => Promise<Answer>): Promise<Answer> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) return { status: error.statusCode, body: { message: error.code } };
      throw error;
    }
  }

  private async claim(memberId: number, key: string, route: string, requestHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query({
      name: 'idempotency_claim',
      text: `INSERT INTO idempotency_keys (member_id, key, route, request_hash, locked_until)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
       ON CONFLICT DO NOTHING`,
      values: [memberId, key, route, requestHash, LEASE_MS],
    });
    return (rowCount ?? 0) > 0;
  }

  private async read(memberId: number, key: string): Promise<KeyRow | undefined> {
    const { rows } = await this.pool.query<KeyRow>(
      `SELECT route, request_hash AS "requestHash", status_code AS "statusCode", reply,
              locked_until < now() AS "leaseOver"
       FROM idempotency_keys WHERE member_id = $1 AND key = $2`,
      [memberId, key],
    );
    return rows[0];
  }

  private async takeOver(memberId: number, key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $3::double precision / 1000)
       WHERE member_id = $1 AND key = $2 AND status_code IS NULL AND locked_until < now()`,
      [memberId, key, LEASE_MS],
    );
    return (rowCount ?? 0) > 0;
  }
}
