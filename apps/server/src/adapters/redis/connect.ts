import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Db } from '../../db/client.ts';
import { FallbackLimiterStore, PgLimiterStore } from '../../lib/limiter-store.ts';
import type { SharedState } from '../../lib/shared-state.ts';
import { RedisBuses } from './buses.ts';
import { RedisLimiterStore } from './limiter-store.ts';
import { redactedRedisUrl } from './redacted-url.ts';

/** A start waits this long for Redis, then refuses in words. */
const CONNECT_MS = 5000;
/** One command's deadline: past it the limiter falls back to PostgreSQL rather than hang a login. */
const COMMAND_MS = 1000;
/** What quitting may take before the connection is simply dropped. */
const QUIT_MS = 1000;

export interface RedisStateOptions {
  url: string;
  /** Every key and channel starts with it: several deployments (or test runs) share one Redis. */
  prefix: string;
  db: Db;
  /** Counts a failed Redis operation (metrics); never throws. */
  onError(operation: string, error: unknown): void;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The shared state in Redis (ADR 0036): four connections, each for one job.
 * - commands (limits, publishes, /readyz): no offline queue and a short timeout, so an outage
 *   fails a call at once and the limiter falls back to PostgreSQL instead of queueing logins;
 * - the buses' subscriber; socket.io's adapter's publisher and subscriber (they keep the
 *   default queue: a subscriber must resubscribe after a reconnect, and the adapter's
 *   publishes are fire-and-forget).
 * A start with Redis unreachable is refused: a node that cannot see the others' revocations
 * should not serve.
 */
export async function connectRedisState(options: RedisStateOptions): Promise<SharedState> {
  const { url, prefix, onError, log } = options;
  const base: RedisOptions = { lazyConnect: true, connectTimeout: CONNECT_MS };
  const commands = new Redis(url, {
    ...base,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_MS,
  });
  const subscriber = new Redis(url, base);
  const adapterPublisher = new Redis(url, base);
  const adapterSubscriber = new Redis(url, base);
  const clients = [commands, subscriber, adapterPublisher, adapterSubscriber];
  const where = redactedRedisUrl(url);

  let healthy = false;
  for (const client of clients) client.on('error', (error: unknown) => onError('connection', error));
  commands.on('ready', () => {
    if (!healthy) log.info({ redis: where }, 'redis: connected');
    healthy = true;
  });
  commands.on('close', () => {
    if (healthy) log.warn({ redis: where }, 'redis: connection lost; limits fall back to PostgreSQL');
    healthy = false;
  });
  // socket.io's adapter does not wait for its publishes: a failed one must not become an
  // unhandled rejection (which ends the process).
  const publish = adapterPublisher.publish.bind(adapterPublisher);
  adapterPublisher.publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).catch((error: unknown) => {
      onError('socket-fanout', error);
      return 0;
    })) as typeof adapterPublisher.publish;

  const close = async () => {
    await Promise.all(
      clients.map((client) => within(client.quit(), QUIT_MS, 'redis quit').catch(() => client.disconnect())),
    );
  };
  try {
    await within(Promise.all(clients.map((client) => client.connect())), CONNECT_MS, 'connecting to Redis');
    await subscriber.psubscribe(RedisBuses.pattern(prefix));
  } catch (error) {
    clients.forEach((client) => client.disconnect());
    throw new Error(
      `Redis at ${where} did not answer (${error instanceof Error ? error.message : String(error)}); ` +
        'check REDIS_URL, or unset it to run one node without Redis',
      { cause: error },
    );
  }

  return {
    kind: 'redis',
    limiterStore: new FallbackLimiterStore(
      new RedisLimiterStore(commands, prefix),
      new PgLimiterStore(options.db),
      (error) => onError('limiter', error),
    ),
    buses: new RedisBuses(commands, subscriber, prefix, randomUUID(), onError),
    socketAdapter: createAdapter(adapterPublisher, adapterSubscriber, { key: `${prefix}socket.io` }),
    readiness: { redis: () => commands.ping() },
    close,
  };
}
