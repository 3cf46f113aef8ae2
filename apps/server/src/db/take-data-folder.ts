import { holderOf } from './data-folder-holder.ts';
import { stopOrphan } from './stop-orphan.ts';

/**
 * Makes `databaseDir` ours before PostgreSQL starts on it. A node process killed with SIGKILL
 * leaves its PostgreSQL running (its parent is gone, nothing stops it) and holding the folder;
 * that orphan is stopped. A stale pid file is left to PostgreSQL, which checks it again itself.
 * A folder held by anything else is refused with a sentence the operator can act on.
 */
export async function takeDataFolder(
  databaseDir: string,
  shownDir: string,
  log: (line: string) => void,
): Promise<void> {
  const holder = await holderOf(databaseDir);
  if (holder.kind === 'free' || holder.kind === 'stale') return;
  if (holder.kind === 'foreign') {
    throw new Error(
      `the database in ${shownDir} is held by pid ${holder.pid} (${holder.command}), which is not a ` +
        `PostgreSQL of this app; stop it or set DATA_DIR`,
    );
  }
  if (!(await stopOrphan(holder.pid, databaseDir, log))) {
    throw new Error(
      `the database in ${shownDir} is held by pid ${holder.pid}, a PostgreSQL an earlier run left ` +
        `behind that did not stop on SIGTERM, SIGINT or SIGQUIT; stop it or set DATA_DIR`,
    );
  }
}
