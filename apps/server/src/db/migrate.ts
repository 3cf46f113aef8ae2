import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { serverFolder } from '../lib/server-folder.ts';

const migrationsFolder = path.join(serverFolder, 'drizzle');
// Any fixed number: several API nodes starting together run the migrations once.
const MIGRATION_LOCK = 7_202_611;

export async function runMigrations(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** The newest migration this build ships: drizzle's journal, read once. */
let newestShipped: number | undefined;
function newestMigrationMillis(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { when: number }[];
    };
    newestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/**
 * Whether the database has every migration this build ships, judged as drizzle's migrator
 * judges it: the newest applied `created_at` against the newest migration's time. A node
 * started before another node's migration finished is not ready.
 */
export async function migrationsApplied(db: Pick<pg.Pool, 'query'>): Promise<boolean> {
  const { rows } = await db.query<{ newest: string | null }>(
    `SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.newest ?? 0) >= newestMigrationMillis();
}
