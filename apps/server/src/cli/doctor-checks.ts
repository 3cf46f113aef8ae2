import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config.ts';
import { migrationsApplied } from '../db/migrate.ts';
import { redactedRedisUrl } from '../adapters/redis/connect.ts';
import { LocalDiskStorage } from '../adapters/storage/local-disk.ts';
import { vendorCredentialChecks } from '../adapters/vendors.ts';

/** One line of the doctor's report: what was checked and what it found. */
export interface DoctorLine {
  status: 'ok' | 'FAIL' | 'skip';
  name: string;
  detail: string;
}

/** Each check's deadline: a doctor that hangs on one system tells nothing about the others. */
const CHECK_MS = 10_000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${CHECK_MS / 1000} s`)), CHECK_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function database(config: Config): Promise<DoctorLine> {
  const name = 'database';
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
    if (!applied)
      return {
        status: 'FAIL',
        name,
        detail: 'reachable, but migrations are not all applied (a server start applies them)',
      };
    return { status: 'ok', name, detail: 'reachable, migrations applied' };
  } catch (error) {
    return { status: 'FAIL', name, detail: why(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function redis(config: Config): Promise<DoctorLine> {
  const name = 'redis';
  if (!config.REDIS_URL) return { status: 'skip', name, detail: 'REDIS_URL not set (one node)' };
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
    return { status: 'FAIL', name, detail: `${redactedRedisUrl(config.REDIS_URL)}: ${why(error)}` };
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
      return { status: 'FAIL', name, detail: `${config.UPLOAD_DIR}: read back differs` };
    return { status: 'ok', name, detail: `${config.UPLOAD_DIR} writable` };
  } catch (error) {
    return { status: 'FAIL', name, detail: `${config.UPLOAD_DIR}: ${why(error)}` };
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
    return [{ status: 'FAIL', name: 'config', detail: why(error) }];
  }
  const lines: DoctorLine[] = [
    {
      status: 'ok',
      name: 'config',
      detail: `NODE_ENV=${config.NODE_ENV}, SITE_VARIANT=${config.SITE_VARIANT}`,
    },
  ];
  lines.push(await database(config), await redis(config), await storage(config));
  const checks = vendorCredentialChecks(config);
  for (const { name, check } of checks) {
    try {
      lines.push({ status: 'ok', name, detail: await within(check.checkCredentials(), name) });
    } catch (error) {
      lines.push({ status: 'FAIL', name, detail: why(error) });
    }
  }
  const checked = new Set(checks.map((c) => c.name));
  for (const [name, choice] of [
    [`slip verifier (${config.SLIP_VERIFIER})`, config.SLIP_VERIFIER],
    [`SMS gateway (${config.SMS_ADAPTER})`, config.SMS_ADAPTER],
  ] as const) {
    if (!checked.has(name))
      lines.push({
        status: 'skip',
        name,
        detail: choice === 'sandbox' ? 'sandbox' : 'no harmless call to make',
      });
  }
  return lines;
}

export function formatDoctorLine(line: DoctorLine): string {
  return `${line.status.padEnd(4)} ${line.name}: ${line.detail}`;
}
