import { randomBytes } from 'node:crypto';
import type { DoctorLine } from '@wallet/contract';
import pg from 'pg';
import { loadConfig, type Config } from '../../config.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import { redactedRedisUrl } from '../../adapters/redis/redacted-url.ts';
import { LocalDiskStorage } from '../../adapters/storage/local-disk.ts';
import { vendorCredentialChecks } from '../../adapters/vendors.ts';

export type { DoctorLine };

/** Each check's deadline: a doctor that hangs on one system tells nothing about the others. */
const CHECK_MS = 10_000;

function within<T>(work: Promise<T>, what: string, ms = CHECK_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a running server lends the checks: its own pool (its database may be the embedded one). */
export interface DoctorContext {
  pool?: Pick<pg.Pool, 'query'>;
  /** Each check's deadline in ms (10 s by default). */
  deadlineMs?: number;
}

const migrationsLine = (applied: boolean): DoctorLine =>
  applied
    ? { status: 'ok', name: 'database', detail: 'reachable, migrations applied' }
    : {
        status: 'fail',
        name: 'database',
        detail: 'reachable, but migrations are not all applied (a server start applies them)',
      };

async function database(config: Config, { pool }: DoctorContext): Promise<DoctorLine> {
  const name = 'database';
  if (pool) return migrationsLine(await migrationsApplied(pool).catch(() => false));
  if (!config.DATABASE_URL)
    return {
      status: 'skip',
      name,
      detail: 'embedded PostgreSQL under DATA_DIR, started by the server itself',
    };
  const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: CHECK_MS });
  try {
    await within(client.connect(), 'database');
    const applied = await within(
      migrationsApplied(client).catch(() => false),
      'database',
    );
    return migrationsLine(applied);
  } catch (error) {
    return { status: 'fail', name, detail: why(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function redis(config: Config): Promise<DoctorLine> {
  const name = 'redis';
  if (!config.REDIS_URL) return { status: 'skip', name, detail: 'REDIS_URL not set (one node)' };
  // Loaded by the check: a node without Redis never holds the client (ADR 0220).
  const { Redis } = await import('ioredis');
  const client = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: CHECK_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => {});
  try {
    await within(client.connect(), 'redis');
    await within(client.ping(), 'redis');
    return { status: 'ok', name, detail: `${redactedRedisUrl(config.REDIS_URL)} answers` };
  } catch (error) {
    return { status: 'fail', name, detail: `${redactedRedisUrl(config.REDIS_URL)}: ${why(error)}` };
  } finally {
    client.disconnect();
  }
}

/** Writes, reads back and deletes a small file where uploads go: a full or read-only disk shows here. */
async function storage(config: Config): Promise<DoctorLine> {
  const name = 'storage';
  const store = new LocalDiskStorage(config.UPLOAD_DIR);
  const key = `doctor/probe-${randomBytes(6).toString('hex')}.txt`;
  const content = Buffer.from(key);
  try {
    await store.put(key, content);
    const back = await store.get(key);
    await store.delete(key);
    if (!back?.equals(content))
      return { status: 'fail', name, detail: `${config.UPLOAD_DIR}: read back differs` };
    return { status: 'ok', name, detail: `${config.UPLOAD_DIR} writable` };
  } catch (error) {
    return { status: 'fail', name, detail: `${config.UPLOAD_DIR}: ${why(error)}` };
  }
}

/**
 * `npm run doctor`: the configuration, the database and its migrations, Redis, storage, and
 * each configured vendor's credentials by a call that costs nothing (quota, credit, balance),
 * one line each (ADR 0145). It never changes data beyond its own probe file and never prints a
 * secret. A configuration that does not load is the only line: nothing else can be known.
 */
export async function runDoctor(env?: NodeJS.ProcessEnv): Promise<DoctorLine[]> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return [{ status: 'fail', name: 'config', detail: why(error) }];
  }
  return runDoctorChecks(config);
}

/**
 * The checks of a loaded configuration, the CLI's and the back-office's (ADR 0192): all at once,
 * each under its deadline, so the whole report takes one deadline at most; lines in a fixed order.
 */
export async function runDoctorChecks(config: Config, context: DoctorContext = {}): Promise<DoctorLine[]> {
  const ms = context.deadlineMs ?? CHECK_MS;
  const timed = (name: string, check: () => Promise<DoctorLine>): Promise<DoctorLine> =>
    within(check(), name, ms).catch((error: unknown) => ({
      status: 'fail' as const,
      name,
      detail: why(error),
    }));
  const vendors = vendorCredentialChecks(config);
  const checked = new Set(vendors.map((c) => c.name));
  const unchecked: DoctorLine[] = (
    [
      [`slip verifier (${config.SLIP_VERIFIER})`, config.SLIP_VERIFIER],
      [`SMS gateway (${config.SMS_ADAPTER})`, config.SMS_ADAPTER],
    ] as const
  )
    .filter(([name]) => !checked.has(name))
    .map(([name, choice]) => ({
      status: 'skip',
      name,
      detail: choice === 'sandbox' ? 'sandbox' : 'no harmless call to make',
    }));
  const lines = await Promise.all([
    timed('database', () => database(config, context)),
    timed('redis', () => redis(config)),
    timed('storage', () => storage(config)),
    ...vendors.map(({ name, check }) =>
      timed(name, async () => ({ status: 'ok' as const, name, detail: await check.checkCredentials() })),
    ),
  ]);
  return [
    {
      status: 'ok',
      name: 'config',
      detail: `NODE_ENV=${config.NODE_ENV}, SITE_VARIANT=${config.SITE_VARIANT}`,
    },
    ...lines,
    ...unchecked,
  ];
}

export function formatDoctorLine(line: DoctorLine): string {
  // The command's words since ADR 0145: a failure shouts.
  const status = line.status === 'fail' ? 'FAIL' : line.status;
  return `${status.padEnd(4)} ${line.name}: ${line.detail}`;
}
