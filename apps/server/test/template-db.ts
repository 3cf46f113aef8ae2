import pg from 'pg';
import { runMigrations } from '../src/db/migrate.ts';
import { connect } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import { SettingsService } from '../src/modules/settings/index.ts';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The migrated, seeded template database every test database is cloned from (the server suites'
 * global setup and the exploration runner). `admin` stays connected for the caller's cleanup.
 */
export async function createTemplateDatabase(admin: pg.Client, adminUrl: string, templateDb: string) {
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(adminUrl, templateDb);
  await runMigrations(templateUrl);
  const database = connect(templateUrl, 1);
  await seedReferenceData(database.db);
  await new SettingsService(database.db).seedDefaults();
  await database.close();
}
