import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A key's count in its current fixed window and in the one before. */
export interface WindowCounts {
  current: number;
  previous: number;
}

/** The counts after one was added, and how to take that one back (from where it was added). */
export interface Increment extends WindowCounts {
  undo(): Promise<void>;
}

/**
 * Where the rate limiter keeps its fixed-window counters: PostgreSQL (one node, or several
 * without Redis) or Redis (adapters/redis). The sliding-window rule is the limiter's, not the
 * store's: a store only counts, atomically, per key and window start.
 */
export interface LimiterStore {
  /** Adds one to `key`'s window at `windowStart` (ms) and answers it with the previous window's count. */
  increment(key: string, windowStart: number, windowMs: number): Promise<Increment>;
  read(key: string, windowStart: number, windowMs: number): Promise<WindowCounts>;
  /** Forgets `key`'s counts in the window at `windowStart` and the one before (all that counts). */
  clear(key: string, windowStart: number, windowMs: number): Promise<void>;
}

/** Counters in the `rate_limits` table: every node on the database sees the same counts. */
export class PgLimiterStore implements LimiterStore {
  constructor(private readonly db: Db) {}

  async increment(key: string, windowStart: number, windowMs: number): Promise<Increment> {
    const start = new Date(windowStart);
    const previousStart = new Date(windowStart - windowMs);
    const { rows } = await this.db.execute<{ count: number; previous: number }>(sql`
      WITH cur AS (
        INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${start}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
        RETURNING count
      )
      SELECT cur.count,
             coalesce((SELECT count FROM rate_limits WHERE key = ${key} AND window_start = ${previousStart}), 0)
               AS previous
      FROM cur`);
    const row = rows[0]!;
    return { current: Number(row.count), previous: Number(row.previous), undo: () => this.undo(key, start) };
  }

  /** Takes back one count of the window (never below zero). */
  private async undo(key: string, windowStart: Date): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart} and ${rateLimits.count} > 0`,
      );
  }

  async read(key: string, windowStart: number, windowMs: number): Promise<WindowCounts> {
    const start = new Date(windowStart);
    const previousStart = new Date(windowStart - windowMs);
    const rows = await this.db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} in (${start}, ${previousStart})`);
    const countAt = (at: Date) => rows.find((row) => row.windowStart.getTime() === at.getTime())?.count ?? 0;
    return { current: countAt(start), previous: countAt(previousStart) };
  }

  /** Every window of the key: older ones count for nothing, and the table keeps no more of them. */
  async clear(key: string, _windowStart?: number, _windowMs?: number): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }
}

/**
 * A primary store (Redis) that falls back to another (PostgreSQL) for any call that fails: a
 * Redis outage slows limits down to the database's speed instead of failing every login, and
 * the limits stay shared by every node (ADR 0036). An increment's undo goes to the store
 * that took it.
 */
export class FallbackLimiterStore implements LimiterStore {
  constructor(
    private readonly primary: LimiterStore,
    private readonly fallback: LimiterStore,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  async increment(key: string, windowStart: number, windowMs: number): Promise<Increment> {
    try {
      return await this.primary.increment(key, windowStart, windowMs);
    } catch (error) {
      this.onFallback(error);
      return this.fallback.increment(key, windowStart, windowMs);
    }
  }

  async read(key: string, windowStart: number, windowMs: number): Promise<WindowCounts> {
    try {
      return await this.primary.read(key, windowStart, windowMs);
    } catch (error) {
      this.onFallback(error);
      return this.fallback.read(key, windowStart, windowMs);
    }
  }

  /** Both stores: counts taken during an outage live in the fallback until their windows pass. */
  async clear(key: string, windowStart: number, windowMs: number): Promise<void> {
    try {
      await this.primary.clear(key, windowStart, windowMs);
    } catch (error) {
      this.onFallback(error);
    }
    await this.fallback.clear(key, windowStart, windowMs);
  }
}
