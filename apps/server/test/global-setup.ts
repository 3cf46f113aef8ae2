import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { connect } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { SettingsService } from '../src/modules/settings/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
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
    stopEmbedded = server.stop;
  }
  const templateDb = `wallet_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(adminUrl, templateDb);
  await runMigrations(templateUrl);
  const database = connect(templateUrl, 1);
  await seedReferenceData(database.db);
  await new SettingsService(database.db).seedDefaults();
  await database.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'wallet_t_%' OR datname = $1`,
      [templateDb],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
