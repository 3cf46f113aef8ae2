import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A slot taken under a limit; giving it back un-counts the attempt (see `reserve`). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Sliding-window counters in PostgreSQL: every API node sees the same counts without another
 * service to run. Each key keeps one row per fixed window; a count is this window's plus the
 * previous window's weighted by how much of it still falls within the last `windowSeconds`
 * (the usual sliding-window approximation). Plain fixed windows let twice the limit through
 * across a boundary: the last seconds of one window and the first of the next. `hit` counts and
 * returns the count; `peek` only reads; `reserve` takes a slot before the work it limits.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private windowStart(windowSeconds: number, now: number): Date {
    const size = windowSeconds * 1000;
    return new Date(Math.floor(now / size) * size);
  }

  /** How much of the previous window still counts at `now`: 1 at a window's start, 0 at its end. */
  private previousWeight(windowSeconds: number, now: number): number {
    const size = windowSeconds * 1000;
    return 1 - (now - this.windowStart(windowSeconds, now).getTime()) / size;
  }

  /** Counts one attempt (one statement) and answers the sliding count, this attempt included. */
  async hit(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
    const windowStart = this.windowStart(windowSeconds, now);
    const previousStart = new Date(windowStart.getTime() - windowSeconds * 1000);
    const { rows } = await this.db.execute<{ count: number; previous: number }>(sql`
      WITH cur AS (
        INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
        RETURNING count
      )
      SELECT cur.count,
             coalesce((SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${previousStart}), 0)
               AS previous
      FROM cur`);
    const row = rows[0]!;
    return this.sliding(Number(row.count), Number(row.previous), windowSeconds, now);
  }

  private sliding(current: number, previous: number, windowSeconds: number, now: number): number {
    return current + Math.ceil(previous * this.previousWeight(windowSeconds, now));
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
    const previousStart = new Date(windowStart.getTime() - windowSeconds * 1000);
    const rows = await this.db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(
        sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} in (${windowStart}, ${previousStart})`,
      );
    const countAt = (start: Date) =>
      rows.find((row) => row.windowStart.getTime() === start.getTime())?.count ?? 0;
    return this.sliding(countAt(windowStart), countAt(previousStart), windowSeconds, now);
  }
}
