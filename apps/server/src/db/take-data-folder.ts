import { rm } from 'node:fs/promises';
import path from 'node:path';
import { holderOf, pidFileOf, processesIn } from './data-folder-holder.ts';
import { liveOwnerOf, parentOf, recordedOwner } from './folder-owner.ts';
import { stopOrphan } from './stop-orphan.ts';

/**
 * Makes `databaseDir` ours before PostgreSQL starts on it (ADR 0031, ADR 0067):
 * - a PostgreSQL on the folder whose starting process still runs (the owner recorded beside the
 *   folder, or, for a folder with no record, the postmaster's live parent) is in use: refused in
 *   words naming that process, and never signalled. One server per data folder.
 * - a PostgreSQL whose starting process is gone (killed with SIGKILL: nothing stopped it) is an
 *   orphan and is stopped;
 * - a pid file naming a zombie or a recycled pid holds nothing: said, removed (PostgreSQL would
 *   take that pid for a live postmaster), and the start goes on;
 * - a stale pid file of a dead pid is left to PostgreSQL, which checks it again itself;
 * - anything else is refused with a sentence the operator can act on.
 */
export async function takeDataFolder(
  databaseDir: string,
  shownDir: string,
  log: (line: string) => void,
): Promise<void> {
  const holder = await holderOf(databaseDir);
  if (holder.kind === 'free') return;
  if (holder.kind === 'stale') {
    if (holder.why === 'gone') return;
    const still = await processesIn(path.resolve(databaseDir));
    if (still.length > 0) {
      throw new Error(
        `the database in ${shownDir} names pid ${holder.pid} (${holder.why === 'zombie' ? 'a zombie' : 'now another program'}), ` +
          `but processes of that PostgreSQL still run in the folder (pid ${still.join(', ')}); stop them or set DATA_DIR`,
      );
    }
    log(
      holder.why === 'zombie'
        ? `the database in ${shownDir} names pid ${holder.pid}, a PostgreSQL that has exited (a zombie nobody reaped): the folder is free`
        : `the database in ${shownDir} names pid ${holder.pid}, now another program (${holder.command ?? 'unknown'}): the folder is free`,
    );
    await rm(pidFileOf(databaseDir), { force: true });
    return;
  }
  if (holder.kind === 'foreign') {
    throw new Error(
      `the database in ${shownDir} is held by pid ${holder.pid} (${holder.command}), which is not a ` +
        `PostgreSQL of this app; stop it or set DATA_DIR`,
    );
  }
  const user = await userOf(databaseDir, holder.pid);
  if (user) {
    throw new Error(
      `the database in ${shownDir} is in use by ${user} (its PostgreSQL is pid ${holder.pid}): one ` +
        `server per data folder. Stop it first, or give this one another DATA_DIR (or DATABASE_URL)`,
    );
  }
  if (!(await stopOrphan(holder.pid, databaseDir, log))) {
    throw new Error(
      `the database in ${shownDir} is held by pid ${holder.pid}, a PostgreSQL an earlier run left ` +
        `behind that did not stop on SIGTERM, SIGINT or SIGQUIT; stop it or set DATA_DIR`,
    );
  }
}

/** The live process a running PostgreSQL on the folder belongs to, in words; undefined for an orphan. */
async function userOf(databaseDir: string, postmaster: number): Promise<string | undefined> {
  const owner = await liveOwnerOf(databaseDir);
  if (owner) return `${owner.command} (pid ${owner.pid}, since ${owner.since})`;
  // A record whose process is gone: its PostgreSQL is an orphan, whoever adopted it.
  if (await recordedOwner(databaseDir)) return undefined;
  // No record (a folder of an older version): the postmaster's parent, unless init adopted it.
  const parent = await parentOf(postmaster);
  return parent !== undefined && parent > 1 ? `the process that started it (pid ${parent})` : undefined;
}
