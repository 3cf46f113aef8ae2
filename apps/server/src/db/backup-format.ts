/**
 * The wallet's backup file (ADR 0068): gzip of JSON lines. The first line is the header; then,
 * per table in foreign-key order, a `{"table": …, "rows": n}` line and its n rows, each one
 * PostgreSQL's own `row_to_json` text (bigints, timestamps and bytea exactly as the server wrote
 * them; restored through `json_populate_recordset`, the same type inputs).
 */
export const BACKUP_FORMAT = 'wallet-backup/1';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** The dump's moment: the server's clock at the snapshot every table was read in. */
  takenAt: string;
  serverVersion: string;
  /** The newest migration applied (drizzle's created_at): a restore needs the same build's schema. */
  migration: string;
  tables: string[];
}

export interface TableStart {
  table: string;
  rows: number;
}

/**
 * Rows that must reach the database in one INSERT statement: a journal's entries are checked to
 * balance once per statement (ADR 0013), so a batch never cuts through one journal.
 */
export const KEPT_TOGETHER: Record<string, string> = { journal_entries: 'journal_id' };

/** A backup's file name: its moment to the millisecond, so names sort by time. */
export const BACKUP_FILE = /^wallet-\d{8}T\d{9}Z\.backup\.jsonl\.gz$/;

export const backupFileName = (at: Date) =>
  `wallet-${at.toISOString().replace(/[-:.]/g, '')}.backup.jsonl.gz`;
