import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { BACKUP_FORMAT, KEPT_TOGETHER, type BackupHeader, type TableStart } from './backup-format.ts';
import { runMigrations } from './migrate.ts';

/** Rows per INSERT (a journal is never cut: KEPT_TOGETHER). */
const BATCH = 1000;

/**
 * Restores a backup (ADR 0068) into an empty database: the schema from this build's migrations
 * (which must be the backup's), then every table's rows in foreign-key order, then every
 * sequence past its table's largest id. Refuses a database that has tables already.
 */
export async function restoreDatabase(
  file: string,
  url: string,
): Promise<{ header: BackupHeader; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: existing } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
    );
    if (existing[0]!.n > 0)
      throw new Error('the target database is not empty: restore goes into a new, empty database');
    const input = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    const lines = input[Symbol.asyncIterator]();
    const first = await lines.next();
    const header = (first.done ? undefined : JSON.parse(first.value)) as BackupHeader | undefined;
    if (header?.format !== BACKUP_FORMAT)
      throw new Error(`${file} is not a wallet backup (${BACKUP_FORMAT})`);
    await runMigrations(url);
    const { rows: migrations } = await client.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    if ((migrations[0]?.newest ?? '0') !== header.migration) {
      throw new Error(
        `the backup was made by a build whose newest migration is ${header.migration}; this build's is ` +
          `${migrations[0]?.newest}: restore it with the build that made it, then start this one`,
      );
    }
    let total = 0;
    // One transaction: a restore that fails half-way leaves the tables empty, not half full.
    await client.query('BEGIN');
    for (const _table of header.tables) {
      const next = await lines.next();
      if (next.done) throw new Error(`${file} ends early`);
      const start = JSON.parse(next.value) as TableStart;
      const together = KEPT_TOGETHER[start.table];
      let batch: string[] = [];
      let lastGroup: unknown;
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(
          `INSERT INTO "${start.table}" OVERRIDING SYSTEM VALUE
           SELECT * FROM json_populate_recordset(NULL::"${start.table}", $1::json)`,
          [`[${batch.join(',')}]`],
        );
        total += batch.length;
        batch = [];
      };
      for (let row = 0; row < start.rows; row += 1) {
        const line = await lines.next();
        if (line.done) throw new Error(`${file} ends early in ${start.table}`);
        const group = together ? (JSON.parse(line.value) as Record<string, unknown>)[together] : undefined;
        if (batch.length >= BATCH && group !== lastGroup) await flush();
        lastGroup = group;
        batch.push(line.value);
      }
      await flush();
    }
    await resetSequences(client);
    await client.query('COMMIT');
    return { header, rows: total };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Every sequence a public table's column owns, set past the column's largest value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.oid::regclass::text AS table, a.attname AS column
     FROM pg_class s
     JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     JOIN pg_class t ON t.oid = d.refobjid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  );
  for (const row of rows) {
    await client.query(
      `SELECT setval($1::regclass, coalesce((SELECT max("${row.column}") FROM ${row.table}), 0) + 1, false)`,
      [row.sequence],
    );
  }
}
