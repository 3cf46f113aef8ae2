import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** CI's Redis (the vitest config selects these files only when it is set). */
export function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  return url;
}

/** A key prefix of its own per test file, so parallel runs and files never share keys or channels. */
export function testPrefix(): string {
  return `wallet-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes this prefix's keys, and only them. */
export async function flushPrefix(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl(), { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/** This prefix's keys matching `pattern` (after the prefix). */
export async function keysUnder(prefix: string, pattern: string): Promise<string[]> {
  const redis = new Redis(redisUrl(), { lazyConnect: true });
  await redis.connect();
  try {
    return await redis.keys(`${prefix}${pattern}`);
  } finally {
    await redis.quit();
  }
}
