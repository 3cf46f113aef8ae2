import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { PgLimiterStore } from './limiter-store.ts';
import { RateLimiter } from './rate-limiter.ts';

const t = useTestApp();
const WINDOW_S = 900;
/** A window boundary, far from the clock: the tests give `now` themselves. */
const BOUNDARY = Math.floor(Date.parse('2030-01-01T00:00:00Z') / (WINDOW_S * 1000)) * WINDOW_S * 1000;
let keys = 0;
const freshKey = () => `test-limit:${Date.now()}:${(keys += 1)}`;

describe('RateLimiter (sliding window)', () => {
  it('still counts the attempts just before a window boundary just after it', async () => {
    const limiter = new RateLimiter(new PgLimiterStore(t.database.db));
    const key = freshKey();
    for (let i = 0; i < 5; i += 1)
      expect(await limiter.reserve(key, 5, WINDOW_S, BOUNDARY - 1000)).toBeDefined();
    // A fixed window would start again from zero here and let five more through.
    expect(await limiter.reserve(key, 5, WINDOW_S, BOUNDARY + 1000)).toBeUndefined();
    expect(await limiter.peek(key, WINDOW_S, BOUNDARY + 1000)).toBe(5);
  });

  it('lets the previous window fade: half of it counts halfway, none of it a window later', async () => {
    const limiter = new RateLimiter(new PgLimiterStore(t.database.db));
    const key = freshKey();
    for (let i = 0; i < 4; i += 1) await limiter.hit(key, WINDOW_S, BOUNDARY - 1000);
    expect(await limiter.peek(key, WINDOW_S, BOUNDARY + (WINDOW_S * 1000) / 2)).toBe(2);
    expect(await limiter.hit(key, WINDOW_S, BOUNDARY + WINDOW_S * 1000 + 1)).toBe(1);
  });

  it('takes a released slot back, so an attempt that did not count leaves room', async () => {
    const limiter = new RateLimiter(new PgLimiterStore(t.database.db));
    const key = freshKey();
    const now = BOUNDARY + 60_000;
    const first = await limiter.reserve(key, 2, WINDOW_S, now);
    await limiter.reserve(key, 2, WINDOW_S, now);
    await first!.release();
    expect(await limiter.reserve(key, 2, WINDOW_S, now)).toBeDefined();
    expect(await limiter.reserve(key, 2, WINDOW_S, now)).toBeUndefined();
  });

  it('tells a refused caller how long until a slot is free, and forgets a cleared key', async () => {
    const limiter = new RateLimiter(new PgLimiterStore(t.database.db));
    const key = freshKey();
    const windowMs = WINDOW_S * 1000;
    // Five failures a minute into a window: the limit of 5 is full until this window ends, and a
    // slot comes free in the next one once 5 × (1 - e) ≤ 4, a fifth of the way in.
    const at = BOUNDARY + 60_000;
    for (let i = 0; i < 5; i += 1) await limiter.reserve(key, 5, WINDOW_S, at);
    expect(await limiter.retryAfter(key, 5, WINDOW_S, at)).toBe((windowMs - 60_000 + windowMs / 5) / 1000);
    const free = BOUNDARY + windowMs + windowMs / 5;
    expect(await limiter.reserve(key, 5, WINDOW_S, free - 1000)).toBeUndefined();
    expect(await limiter.retryAfter(key, 5, WINDOW_S, free - 1000)).toBe(1);
    expect(await limiter.retryAfter(key, 5, WINDOW_S, free)).toBe(0);
    // A key with room says 0; a cleared one has room again at once.
    expect(await limiter.retryAfter(freshKey(), 5, WINDOW_S, at)).toBe(0);
    await limiter.clear(key, WINDOW_S, at);
    expect(await limiter.retryAfter(key, 5, WINDOW_S, at)).toBe(0);
    expect(await limiter.reserve(key, 5, WINDOW_S, at)).toBeDefined();
  });
});
