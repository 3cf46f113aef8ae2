import type { TestApp } from '../harness.ts';

/**
 * What a crash after a request's work committed leaves of its Idempotency-Key (ADR 0195): the
 * key claimed with no stored answer, the dead owner's lease over, so a retry takes it over and
 * runs the operation again under the same operation key.
 */
export async function forgetAnswer(t: TestApp, memberId: number, key: string): Promise<void> {
  await t.database.pool.query(
    `UPDATE idempotency_keys SET status_code = NULL, reply = NULL, locked_until = now() - interval '1 second'
     WHERE member_id = $1 AND key = $2`,
    [memberId, key],
  );
}
