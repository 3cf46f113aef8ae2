import type { Config } from './config.ts';
import { connect, type Database } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedReferenceData } from './db/seed.ts';
import { seedDemoData } from './demo-data.ts';
import { SettingsService } from './modules/settings/index.ts';

export interface Stack {
  database: Database;
  url: string;
  embedded: boolean;
  seededDemo: boolean;
  /** Closes the pool, then stops the embedded PostgreSQL (SIGQUIT past `deadlineMs`). */
  stop(deadlineMs?: number): Promise<void>;
  /** Told once if the embedded PostgreSQL exits under the running process (never for DATABASE_URL). */
  onDatabaseLost(listener: (pid: number) => void): void;
  /** Whether the embedded PostgreSQL has exited under the running process (false for DATABASE_URL). */
  isDatabaseLost(): Promise<boolean>;
  /** The embedded postmaster's pid (0 for DATABASE_URL). */
  postgresPid: number;
}

/** Database up and ready: embedded or DATABASE_URL, migrated, reference data and settings in place. */
export async function startDatabase(config: Config, log: (line: string) => void): Promise<Stack> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, { log });
  const url = config.DATABASE_URL ?? embedded!.url;
  try {
    await runMigrations(url);
    const database = connect(url, config.DB_POOL_SIZE);
    await seedReferenceData(database.db);
    await new SettingsService(database.db).seedDefaults();
    const seededDemo = config.sandbox ? await seedDemoData(database.db) : false;
    return {
      database,
      url,
      embedded: Boolean(embedded),
      seededDemo,
      async stop(deadlineMs) {
        await database.close();
        await embedded?.stop(deadlineMs);
      },
      onDatabaseLost(listener) {
        embedded?.onLost(listener);
      },
      isDatabaseLost: async () => (embedded ? embedded.isLost() : false),
      postgresPid: embedded?.pid ?? 0,
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
