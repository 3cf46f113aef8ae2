import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Fixed-window counters in PostgreSQL: every API node sees the same counts without
 * another service to run. `hit` counts and returns the new count; `peek` only reads.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private windowStart(windowSeconds: number, now: number): Date {
    const size = windowSeconds * 1000;
    return new Date(Math.floor(now / size) * size);
  }

  async hit(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
    const windowStart = this.windowStart(windowSeconds, now);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  }

  async peek(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
    const windowStart = this.windowStart(windowSeconds, now);
    const rows = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`);
    return rows[0]?.count ?? 0;
  }
}
