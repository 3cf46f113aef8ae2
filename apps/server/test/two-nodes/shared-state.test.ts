import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { connectRedisState } from '../../src/adapters/redis/index.ts';
import { RateLimiter } from '../../src/lib/rate-limiter.ts';
import type { SharedState } from '../../src/lib/shared-state.ts';
import { call } from '../call.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';

/*
 * The Redis side of the shared state, in one process: the limiter's sliding windows counted in
 * Redis, the buses between two nodes, and a settings change reaching the other node at once.
 */
const prefix = testPrefix();
let first: TestApp;
let second: TestApp;
const states: SharedState[] = [];

async function state(): Promise<SharedState> {
  const made = await connectRedisState({
    url: redisUrl(),
    prefix,
    db: first.database.db,
    onError: (operation, error) => {
      throw new Error(`redis ${operation}: ${String(error)}`);
    },
    log: { info: () => {}, warn: () => {} },
  });
  states.push(made);
  return made;
}

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl(), REDIS_PREFIX: prefix };
  first = await createTestApp(env);
  second = await createTestApp(env, { sameDatabaseAs: first });
});

afterAll(async () => {
  for (const each of states) await each.close();
  await second?.close();
  await first?.close();
  await flushPrefix(prefix);
});

const WINDOW_S = 900;
const BOUNDARY = Math.floor(Date.parse('2030-01-01T00:00:00Z') / (WINDOW_S * 1000)) * WINDOW_S * 1000;
let keys = 0;
const freshKey = () => `redis-limit:${(keys += 1)}`;

describe('RateLimiter on Redis (sliding window, the same rule as on PostgreSQL)', () => {
  it('still counts the attempts just before a window boundary just after it', async () => {
    const limiter = new RateLimiter((await state()).limiterStore);
    const key = freshKey();
    for (let i = 0; i < 5; i += 1)
      expect(await limiter.reserve(key, 5, WINDOW_S, BOUNDARY - 1000)).toBeDefined();
    expect(await limiter.reserve(key, 5, WINDOW_S, BOUNDARY + 1000)).toBeUndefined();
    expect(await limiter.peek(key, WINDOW_S, BOUNDARY + 1000)).toBe(5);
  });

  it('lets the previous window fade, and a released slot leaves room', async () => {
    const limiter = new RateLimiter((await state()).limiterStore);
    const key = freshKey();
    for (let i = 0; i < 4; i += 1) await limiter.hit(key, WINDOW_S, BOUNDARY - 1000);
    expect(await limiter.peek(key, WINDOW_S, BOUNDARY + (WINDOW_S * 1000) / 2)).toBe(2);
    const other = freshKey();
    const now = BOUNDARY + 60_000;
    const slot = await limiter.reserve(other, 2, WINDOW_S, now);
    await limiter.reserve(other, 2, WINDOW_S, now);
    await slot!.release();
    expect(await limiter.reserve(other, 2, WINDOW_S, now)).toBeDefined();
    expect(await limiter.reserve(other, 2, WINDOW_S, now)).toBeUndefined();
  });

  it('parallel reservations from two nodes never pass the limit together', async () => {
    const [one, two] = [
      new RateLimiter((await state()).limiterStore),
      new RateLimiter((await state()).limiterStore),
    ];
    const key = freshKey();
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? one : two).reserve(key, 7, WINDOW_S)),
    );
    expect(taken.filter(Boolean)).toHaveLength(7);
  });
});

describe('buses between nodes', () => {
  it('a message reaches the other node’s listeners once, and the publisher’s own at once', async () => {
    const [here, there] = [await state(), await state()];
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    here.buses.bus<{ n: number }>('probe').on((message) => heardHere.push(message));
    there.buses.bus<{ n: number }>('probe').on((message) => heardThere.push(message));
    there.buses.bus<{ n: number }>('other').on(() => heardThere.push('wrong bus'));
    here.buses.bus<{ n: number }>('probe').publish({ n: 1 });
    expect(heardHere).toEqual([{ n: 1 }]);
    for (let tries = 0; heardThere.length === 0 && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardThere).toEqual([{ n: 1 }]);
    expect(heardHere).toEqual([{ n: 1 }]);
  });

  it('an operator’s settings change on one node is seen by the other at once, not after its cache', async () => {
    // Both nodes have the settings cached (2 s).
    expect((await call(second.app, contract.lookupApi.active)).statusCode).toBe(200);
    expect((await call(first.app, contract.lookupApi.active)).statusCode).toBe(200);
    await call(first.app, contract.sandboxApi.settings, { body: { siteActive: false } });
    try {
      const started = Date.now();
      let status = 200;
      while (status !== 410 && Date.now() - started < 1500) {
        status = (await call(second.app, contract.lookupApi.active)).statusCode;
        if (status !== 410) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(status).toBe(410);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await call(first.app, contract.sandboxApi.settings, { body: { siteActive: true } });
    }
  });
});
