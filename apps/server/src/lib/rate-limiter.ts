import type { LimiterStore, WindowCounts } from './limiter-store.ts';

/** A slot taken under a limit; giving it back un-counts the attempt (see `reserve`). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Sliding-window counters over a shared store (PostgreSQL, or Redis when REDIS_URL is set), so
 * every API node sees the same counts. Each key keeps one counter per fixed window; a count is
 * this window's plus the previous window's weighted by how much of it still falls within the
 * last `windowSeconds` (the usual sliding-window approximation). Plain fixed windows let twice
 * the limit through across a boundary: the last seconds of one window and the first of the
 * next. `hit` counts and returns the count; `peek` only reads; `reserve` takes a slot before
 * the work it limits.
 */
export class RateLimiter {
  constructor(private readonly store: LimiterStore) {}

  private windowStart(windowSeconds: number, now: number): number {
    const size = windowSeconds * 1000;
    return Math.floor(now / size) * size;
  }

  /** The sliding count at `now`: the previous window weighs 1 at a window's start, 0 at its end. */
  private sliding({ current, previous }: WindowCounts, windowSeconds: number, now: number): number {
    const size = windowSeconds * 1000;
    const previousWeight = 1 - (now - this.windowStart(windowSeconds, now)) / size;
    return current + Math.ceil(previous * previousWeight);
  }

  private increment(key: string, windowSeconds: number, now: number) {
    return this.store.increment(key, this.windowStart(windowSeconds, now), windowSeconds * 1000);
  }

  /** Counts one attempt (atomically) and answers the sliding count, this attempt included. */
  async hit(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
    return this.sliding(await this.increment(key, windowSeconds, now), windowSeconds, now);
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
    const counts = await this.increment(key, windowSeconds, now);
    const reservation = { release: () => counts.undo() };
    if (this.sliding(counts, windowSeconds, now) <= limit) return reservation;
    await reservation.release();
    return undefined;
  }

  async peek(key: string, windowSeconds: number, now = Date.now()): Promise<number> {
    const counts = await this.store.read(key, this.windowStart(windowSeconds, now), windowSeconds * 1000);
    return this.sliding(counts, windowSeconds, now);
  }

  /**
   * Whole seconds until `reserve(key, limit, windowSeconds)` would take a slot, if nothing else
   * counts meanwhile; 0: it would now. What a refused caller is told to wait (Retry-After).
   */
  async retryAfter(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<number> {
    const size = windowSeconds * 1000;
    const start = this.windowStart(windowSeconds, now);
    const { current, previous } = await this.store.read(key, start, size);
    // A slot is free at `e` ms into a window once mine + 1 + ceil(before × (1 - e / size)) <= limit:
    // the earliest such e, or undefined when this window's own count already fills the limit.
    const freeAt = (mine: number, before: number): number | undefined => {
      const room = limit - mine - 1;
      if (room < 0) return undefined;
      return before <= room ? 0 : size * (1 - room / before);
    };
    const here = freeAt(current, previous);
    if (here !== undefined && here < size) return Math.ceil(Math.max(0, here - (now - start)) / 1000);
    // In the next window this window's count is the fading one (and limit >= 1 leaves it room).
    return Math.ceil((start + size - now + (freeAt(0, current) ?? 0)) / 1000);
  }

  /** Forgets every count of `key` (an admin clearing an operator's sign-in lock). */
  async clear(key: string, windowSeconds: number, now = Date.now()): Promise<void> {
    await this.store.clear(key, this.windowStart(windowSeconds, now), windowSeconds * 1000);
  }
}
