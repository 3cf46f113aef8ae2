import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startDatabase } from '../../apps/server/src/boot.ts';
import { buildApp } from '../../apps/server/src/app.ts';

export interface RunningStack {
  baseUrl: string;
  embedded: boolean;
  seededDemo: boolean;
  stop(): Promise<void>;
}

/**
 * The real server on loopback, configured like production but with a throwaway database,
 * so a bench run never touches ./data and leaves nothing behind.
 */
export async function startStack(databaseUrl: string | undefined): Promise<RunningStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // The demo member is seeded only in sandbox mode; the login bench needs it.
    SANDBOX: 'true',
    TOKEN_SECRET: randomBytes(30).toString('base64url'), // 40 chars
    // The login bench hammers one phone from one address: the real limits would answer 429.
    LOGIN_LIMIT_PER_IP: '100000000',
    LOGIN_FAILURES_PER_PHONE: '100000000',
    // No built web app: the bench measures the API only.
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
    const app = await buildApp({ config, db: db.database.db });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      baseUrl: address,
      embedded: db.embedded,
      seededDemo: db.seededDemo,
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
