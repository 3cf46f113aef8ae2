import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

const KEY = 'secret:token';

/**
 * TOKEN_SECRET when configured (required in production). Otherwise one random secret is
 * generated once and kept in the database, so tokens survive restarts and every node of
 * a dev cluster agrees on it.
 */
export async function resolveSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: KEY, value: sql`to_jsonb(${randomBytes(32).toString('base64url')}::text)` })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return row!.value as string;
}
