import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  BACKUP_FILE,
  BACKUP_FORMAT,
  KEPT_TOGETHER,
  backupFileName,
  type BackupHeader,
  type TableStart,
} from './backup-format.ts';

/** Rows fetched per round trip while a table is read. */
const FETCH = 2000;

export interface BackupOptions {
  /** The folder the file goes to. */
  dir: string;
  /** How many backups to keep in `dir`: older ones are removed after a successful write. */
  keep: number;
  /**
   * Told the snapshot's id (pg_export_snapshot) before any table is read; the snapshot stays
   * open until the promise settles, so another session can read the dump's very moment.
   */
  onSnapshot?: (snapshotId: string) => Promise<void>;
}

/**
 * A consistent logical dump of every table of the public schema (ADR 0068): one REPEATABLE READ,
 * READ ONLY transaction, so every row of every table is from the same moment while the server
 * goes on writing. Written to a temporary name and renamed once complete; then the retention.
 * Returns the file's path and its header.
 */
export async function backupDatabase(
  url: string,
  options: BackupOptions,
): Promise<{ file: string; header: BackupHeader; rows: number }> {
  await mkdir(options.dir, { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: moment } = await client.query<{ takenAt: Date; version: string; snapshot: string }>(
      `SELECT now() AS "takenAt", current_setting('server_version') AS version, pg_export_snapshot() AS snapshot`,
    );
    const { takenAt, version, snapshot } = moment[0]!;
    await options.onSnapshot?.(snapshot);
    const { rows: migrations } = await client.query<{ newest: string | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    );
    const tables = await tablesInOrder(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      takenAt: takenAt.toISOString(),
      serverVersion: version,
      migration: migrations[0]?.newest ?? '0',
      tables,
    };
    const file = path.join(options.dir, backupFileName(takenAt));
    const partial = `${file}.partial`;
    let total = 0;
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) {
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
        const start: TableStart = { table, rows: rows[0]!.n };
        yield `${JSON.stringify(start)}\n`;
        const order = await orderOf(client, table);
        await client.query(
          `DECLARE dump CURSOR FOR SELECT row_to_json(t)::text AS line FROM "${table}" t ORDER BY ${order}`,
        );
        for (;;) {
          const batch = await client.query<{ line: string }>(`FETCH ${FETCH} FROM dump`);
          if (batch.rows.length === 0) break;
          total += batch.rows.length;
          yield `${batch.rows.map((row) => row.line).join('\n')}\n`;
        }
        await client.query('CLOSE dump');
      }
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
    await client.query('COMMIT');
    await rename(partial, file);
    await prune(options.dir, options.keep);
    return { file, header, rows: total };
  } finally {
    await client.end();
  }
}

/** Tables of the public schema, each after every table it references (foreign keys). */
export async function tablesInOrder(db: Pick<pg.Client, 'query'>): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const { rows: refs } = await db.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set<string>()]));
  for (const ref of refs) {
    if (unquote(ref.child) !== unquote(ref.parent)) parents.get(unquote(ref.child))?.add(unquote(ref.parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of parents.keys()) place(table, new Set());
  return ordered;
}

/** A table's read order: what must stay together first, then its primary key (or every column). */
async function orderOf(db: Pick<pg.Client, 'query'>, table: string): Promise<string> {
  const { rows } = await db.query<{ column: string }>(
    `SELECT a.attname AS column
     FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary
     ORDER BY array_position(i.indkey, a.attnum)`,
    [`"${table}"`],
  );
  const together = KEPT_TOGETHER[table];
  const columns = [...(together ? [together] : []), ...rows.map((row) => row.column)];
  return columns.length > 0 ? columns.map((column) => `"${column}"`).join(', ') : '1';
}

/** Keeps the newest `keep` backups of this format in `dir` (their names sort by time). */
async function prune(dir: string, keep: number): Promise<void> {
  const files = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  for (const old of files.slice(0, Math.max(0, files.length - keep))) await rm(path.join(dir, old));
}
