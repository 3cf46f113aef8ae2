import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { createTemplateDatabase } from './template-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL when set (CI's external server), else an
 * embedded one in a temp folder. A migrated template database is made once; every test
 * file clones it, so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  let dataDir: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-test-'));
    const server = await startEmbeddedPostgres(dataDir, { persistent: false });
    adminUrl = server.url;
    // Its folder goes with the run: no shutdown checkpoint to wait for.
    stopEmbedded = server.discard;
  }
  const templateDb = `wallet_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createTemplateDatabase(admin, adminUrl, templateDb);

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // An embedded server's folder goes as a whole. Dropping its databases one by one (one per
    // test file and more) took over ten minutes of one run with both cores loaded, each drop
    // waiting on the server's files; only an external server's databases must be dropped.
    if (!dataDir) {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'wallet_t_%' OR datname = $1`,
        [templateDb],
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
