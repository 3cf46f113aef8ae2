import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A slot taken under a limit; giving it back un-counts the attempt (see `reserve`). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Fixed-window counters in PostgreSQL: every API node sees the same counts without
 * another service to run. `hit` counts and returns the new count; `peek` only reads;
 * `reserve` takes a slot before the work it limits.
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

  /**
   * Counts an attempt before it is made, atomically, and answers undefined when that goes over
   * `limit` (the over-limit count is taken back at once). A read before a 300 ms check is no
   * limit under parallel requests: each one reads the same old count. Here each parallel
   * attempt takes its own slot, so at most `limit` are ever in the window, finished or running.
   * Release the slot when the attempt turns out not to count (a correct password).
   */
  async reserve(
    key: string,
    limit: number,
    windowSeconds: number,
    now = Date.now(),
  ): Promise<Reservation | undefined> {
    const count = await this.hit(key, windowSeconds, now);
    const reservation = { release: () => this.release(key, windowSeconds, now) };
    if (count <= limit) return reservation;
    await reservation.release();
    return undefined;
  }

  /** Takes back one count of the window `now` fell in (never below zero). */
  private async release(key: string, windowSeconds: number, now: number): Promise<void> {
    const windowStart = this.windowStart(windowSeconds, now);
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart} and ${rateLimits.count} > 0`,
      );
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
