import type { Redis } from 'ioredis';
import type { Increment, LimiterStore, WindowCounts } from '../../lib/limiter-store.ts';

/**
 * INCR and the first expiry in one step, and the previous window read in the same step: the
 * count and its neighbour are one atomic answer, as the PostgreSQL store's single statement.
 * A counter lives two windows (it is the "previous" one for a whole window after its own).
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, tonumber(redis.call('GET', KEYS[2]) or '0') }`;

/** One count back, never below zero (the counter may have expired meanwhile). */
const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The rate limiter's counters in Redis: one key per limit key and window start, under the
 * node's prefix. The `{key}` hash tag keeps a key's windows in one slot on a Redis Cluster, so
 * the script may touch both.
 */
export class RedisLimiterStore implements LimiterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private counter(key: string, windowStart: number): string {
    return `${this.prefix}limit:{${key}}:${windowStart}`;
  }

  async increment(key: string, windowStart: number, windowMs: number): Promise<Increment> {
    const current = this.counter(key, windowStart);
    const previous = this.counter(key, windowStart - windowMs);
    const [count, before] = (await this.redis.eval(INCREMENT, 2, current, previous, 2 * windowMs)) as [
      number,
      number,
    ];
    return {
      current: Number(count),
      previous: Number(before),
      undo: async () => void (await this.redis.eval(UNDO, 1, current)),
    };
  }

  async read(key: string, windowStart: number, windowMs: number): Promise<WindowCounts> {
    const [current, previous] = await this.redis.mget(
      this.counter(key, windowStart),
      this.counter(key, windowStart - windowMs),
    );
    return { current: Number(current ?? 0), previous: Number(previous ?? 0) };
  }

  async clear(key: string, windowStart: number, windowMs: number): Promise<void> {
    // One key per DEL: the two windows share the `{key}` slot, but a cluster client may still
    // refuse a multi-key command it has not routed itself.
    await this.redis.del(this.counter(key, windowStart));
    await this.redis.del(this.counter(key, windowStart - windowMs));
  }
}
