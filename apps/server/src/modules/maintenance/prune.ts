import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Housekeeping for tables that only grow: rate-limit windows older than a day, sessions
 * expired or revoked more than a week ago, OTPs older than a day, idempotency keys after
 * 48 hours (ADR 0013 promises at least 24). Nothing here is money.
 */
export async function pruneExpired(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  await db.execute(
    sql`delete from sessions where expires_at < now() - interval '7 days' or revoked_at < now() - interval '7 days'`,
  );
  await db.execute(sql`delete from otps where created_at < now() - interval '1 day'`);
  await db.execute(sql`delete from idempotency_keys where created_at < now() - interval '48 hours'`);
}
