import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { SandboxSmsSender } from '../src/adapters/sms/sandbox.ts';
import type { SmsSender } from '../src/adapters/sms/port.ts';
import type { PushService } from '../src/adapters/push/port.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A real app with its handles: jobs to run by hand, the ledger, and the outside systems' sandboxes. */
export interface TestApp extends Omit<BuiltApp, 'app'> {
  app: FastifyInstance;
  database: Database;
  sms: SandboxSmsSender;
  config: Config;
  close(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template; its URL. */
export async function cloneTemplate(adminUrl = inject('adminUrl')): Promise<string> {
  const name = `wallet_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  return databaseUrl(adminUrl, name);
}

/**
 * The suites written before the back-office pay withdrawals at once (`auto`, the harness's
 * default); the back-office's own suites (and the property test's operator commands) set
 * `operator`, the product default. A suite of the second approver sets its own amount.
 */
async function setWithdrawalApproval(database: Database, mode: 'operator' | 'auto'): Promise<void> {
  // The second-approver amount above any withdrawal those suites make: one operator decides.
  await database.pool.query(
    `UPDATE settings SET value = jsonb_build_object('mode', $1::text, 'secondApproverAboveBaht', 10000000)
     WHERE key = 'withdrawApproval'`,
    [mode],
  );
}

/**
 * A real app on a fresh database cloned from the migrated template. TEST_NODE_ENV=production
 * runs the same suites in production mode (CI's second target).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    sms?: SmsSender;
    /** The browsers' push services, replaced (a test's own push service). */
    push?: PushService;
    sameDatabaseAs?: TestApp;
    /** A second node calls the first one's outside systems, as two nodes call one provider. */
    outsideOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  // A second node on the first one's database (job leadership), else a fresh clone.
  const url = options.sameDatabaseAs?.config.DATABASE_URL ?? (await cloneTemplate(adminUrl));

  // Who approves withdrawals is an operator's setting (ADR 0106); a suite still chooses it per
  // app as WITHDRAWAL_APPROVAL, written into its fresh database before the app reads it.
  const { WITHDRAWAL_APPROVAL: approval = 'auto', ...appEnv } = env;

  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-uploads-'));
  const config = loadConfig({
    NODE_ENV: process.env.TEST_NODE_ENV ?? 'test',
    SANDBOX: 'true',
    // The production pass runs the sandbox adapters on purpose (ADR 0023).
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    TOKEN_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    BACKOFFICE_DIST: '/nonexistent',
    DATABASE_URL: url,
    UPLOAD_DIR: uploadDir,
    // The sandbox game provider's books: per app, like its database.
    SANDBOX_GAMES_DIR: path.join(uploadDir, 'sandbox-games'),
    ...appEnv,
  });
  const database = connect(config.DATABASE_URL!, 4);
  // Through the app's own pool (no connection of its own), before the app is built and reads it.
  if (!options.sameDatabaseAs) await setWithdrawalApproval(database, approval as 'operator' | 'auto');
  const sms = new SandboxSmsSender();
  const built = await buildApp({
    config,
    db: database.db,
    sms: options.sms ?? sms,
    push: options.push,
    outside: options.outsideOf?.outside,
  });
  const { app } = built;
  await app.ready();
  return {
    ...built,
    database,
    sms,
    config,
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
