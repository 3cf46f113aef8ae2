import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startDatabase } from '../../apps/server/src/boot.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { Ledger } from '../../apps/server/src/modules/wallet/index.ts';

export interface RunningStack {
  baseUrl: string;
  embedded: boolean;
  seededDemo: boolean;
  app: FastifyInstance;
  ledger: Ledger;
  db: Db;
  /** The server's PostgreSQL pool size (DB_POOL_SIZE): every database-bound run shares it. */
  poolSize: number;
  /** The TOKEN_SECRET the server signs member tokens with. */
  tokenSecret: string;
  /** The key payment gateways sign webhooks with (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The embedded PostgreSQL's main process, whose children do the database's work. */
  postmasterPid: number | undefined;
  stop(): Promise<void>;
}

export interface StackOptions {
  databaseUrl: string | undefined;
  /** DB_POOL_SIZE; undefined keeps the server's default. */
  poolSize: number | undefined;
  /** Bench-only routes and tables, added to the app before it listens. */
  extend?: (app: FastifyInstance, db: Db) => Promise<void>;
}

/** The first line of postmaster.pid (startEmbeddedPostgres keeps its data under DATA_DIR/pg). */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * The real server on loopback, configured like production but with a throwaway database,
 * so a bench run never touches ./data and leaves nothing behind.
 */
export async function startStack({ databaseUrl, poolSize, extend }: StackOptions): Promise<RunningStack> {
  const tokenSecret = randomBytes(30).toString('base64url'); // 40 chars
  const webhookSecret = randomBytes(30).toString('base64url');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The demo member is seeded only in sandbox mode; the login bench needs it.
    SANDBOX: 'true',
    // Production-like, with the sandbox adapters and routes on purpose (ADR 0023).
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    TOKEN_SECRET: tokenSecret,
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
    // The login bench hammers one phone from one address: the real limits would answer 429.
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_FAILURES_PER_PHONE: '100000000',
    // No built web app: the bench measures the API only.
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(poolSize ? { DB_POOL_SIZE: String(poolSize) } : {}),
  });
  const cleanDir = () => rm(dataDir, { recursive: true, force: true });

  let database;
  try {
    database = await startDatabase(config, (line) => console.error(`[db] ${line}`));
  } catch (error) {
    await cleanDir();
    throw error;
  }
  const db = database;
  try {
    const { app, ledger } = await buildApp({ config, db: db.database.db });
    let address: string;
    try {
      await extend?.(app, db.database.db);
      address = await app.listen({ host: '127.0.0.1', port: 0 });
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      baseUrl: address,
      embedded: db.embedded,
      seededDemo: db.seededDemo,
      app,
      ledger,
      db: db.database.db,
      poolSize: config.DB_POOL_SIZE,
      tokenSecret,
      webhookSecret,
      postmasterPid: db.embedded ? await postmasterPid(dataDir) : undefined,
      async stop() {
        await app.close();
        // A clean PostgreSQL shutdown before its data folder is removed.
        await db.stop();
        await cleanDir();
      },
    };
  } catch (error) {
    await db.stop();
    await cleanDir();
    throw error;
  }
}
