import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { FallbackLimiterStore, PgLimiterStore, type LimiterStore } from './limiter-store.ts';
import { RateLimiter } from './rate-limiter.ts';

const t = useTestApp();
const WINDOW_S = 900;
let keys = 0;
const freshKey = () => `fallback-limit:${Date.now()}:${(keys += 1)}`;

/** Redis during an outage: every call fails at once (no offline queue). */
const unreachable: LimiterStore = {
  increment: () => Promise.reject(new Error('Stream isn’t writeable')),
  read: () => Promise.reject(new Error('Stream isn’t writeable')),
  clear: () => Promise.reject(new Error('Stream isn’t writeable')),
};

describe('FallbackLimiterStore (Redis down: the limits count in PostgreSQL)', () => {
  it('keeps enforcing the limit, shared through the database, and counts each fallback', async () => {
    const errors: unknown[] = [];
    const pg = new PgLimiterStore(t.database.db);
    const limiter = new RateLimiter(new FallbackLimiterStore(unreachable, pg, (error) => errors.push(error)));
    const key = freshKey();
    expect(await limiter.reserve(key, 2, WINDOW_S)).toBeDefined();
    expect(await limiter.reserve(key, 2, WINDOW_S)).toBeDefined();
    expect(await limiter.reserve(key, 2, WINDOW_S)).toBeUndefined();
    // Another node falling back reads the same counts.
    expect(await new RateLimiter(pg).peek(key, WINDOW_S)).toBe(2);
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });

  it('gives a released slot back to the store that took it', async () => {
    const pg = new PgLimiterStore(t.database.db);
    let up = false;
    const flaky: LimiterStore = {
      increment: (...args) => (up ? pg.increment(...args) : unreachable.increment(...args)),
      read: (...args) => (up ? pg.read(...args) : unreachable.read(...args)),
      clear: (...args) => (up ? pg.clear(...args) : unreachable.clear(...args)),
    };
    const taken: string[] = [];
    const fallback: LimiterStore = {
      increment: async (...args) => {
        const made = await pg.increment(...args);
        return { ...made, undo: () => (taken.push('fallback undo'), made.undo()) };
      },
      read: (...args) => pg.read(...args),
      clear: (...args) => pg.clear(...args),
    };
    const limiter = new RateLimiter(new FallbackLimiterStore(flaky, fallback, () => {}));
    const key = freshKey();
    const slot = await limiter.reserve(key, 5, WINDOW_S);
    up = true;
    await slot!.release();
    expect(taken).toEqual(['fallback undo']);
    expect(await limiter.peek(key, WINDOW_S)).toBe(0);
  });

  it('clears a key in the fallback even while the primary is down', async () => {
    const pg = new PgLimiterStore(t.database.db);
    const limiter = new RateLimiter(new FallbackLimiterStore(unreachable, pg, () => {}));
    const key = freshKey();
    expect(await limiter.reserve(key, 1, WINDOW_S)).toBeDefined();
    expect(await limiter.reserve(key, 1, WINDOW_S)).toBeUndefined();
    await limiter.clear(key, WINDOW_S);
    expect(await limiter.reserve(key, 1, WINDOW_S)).toBeDefined();
  });
});
