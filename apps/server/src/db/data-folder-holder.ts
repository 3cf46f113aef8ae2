import { readFile, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who holds an embedded data folder, judged from its `postmaster.pid` (first line: the
 * postmaster's pid) and, on Linux, `/proc/<pid>`:
 * - `free`: no pid file;
 * - `stale`: nobody holds it although the file names a pid: `gone` (a crash of PostgreSQL itself;
 *   PostgreSQL recovers from this alone), a `zombie` (exited, never reaped: PostgreSQL would take
 *   it for alive), or `recycled` (the pid now belongs to a program that is no PostgreSQL);
 * - `ours`: a live PostgreSQL started on this very folder: the one a running server uses, or the
 *   orphan of an earlier run whose node process was killed (take-data-folder.ts tells which);
 * - `foreign`: the pid is a PostgreSQL on another folder or started another way, or a process we
 *   cannot inspect: never signalled.
 */
export type DataFolderHolder =
  | { kind: 'free' }
  | { kind: 'stale'; pid: number; why: 'gone' | 'zombie' | 'recycled'; command?: string }
  | { kind: 'ours'; pid: number }
  | { kind: 'foreign'; pid: number; command: string };

export const pidFileOf = (databaseDir: string) => path.join(databaseDir, 'postmaster.pid');

/** The pid on the file's first line; 0 for a half-written file; undefined without a file. */
export async function postmasterPidOf(databaseDir: string): Promise<number | undefined> {
  const text = await readFile(pidFileOf(databaseDir), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

export async function holderOf(databaseDir: string): Promise<DataFolderHolder> {
  const pid = await postmasterPidOf(databaseDir);
  if (pid === undefined) return { kind: 'free' };
  // A half-written file: PostgreSQL writes it at start and judges an unreadable one itself.
  if (pid === 0) return { kind: 'stale', pid, why: 'gone' };
  if (!(await isAlive(pid))) return { kind: 'stale', pid, why: (await isZombie(pid)) ? 'zombie' : 'gone' };
  const argv = await commandLineOf(pid);
  if (argv && isPostgresOn(argv, path.resolve(databaseDir))) return { kind: 'ours', pid };
  if (argv && path.basename(argv[0] ?? '') !== 'postgres')
    return { kind: 'stale', pid, why: 'recycled', command: argv.join(' ') };
  return { kind: 'foreign', pid, command: argv ? argv.join(' ') : 'unknown' };
}

async function isZombie(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
}

/**
 * Live processes whose working folder is `databaseDir`: a postmaster and its backends chdir
 * there, so after the postmaster is gone these are backends still attached to its memory. While
 * any runs, the pid file must stay for PostgreSQL's own check.
 */
export async function processesIn(databaseDir: string): Promise<number[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => undefined);
    if (cwd === databaseDir && (await isAlive(Number(entry)))) found.push(Number(entry));
  }
  return found;
}

/** The postmaster keeps its own command line (`postgres -D <dir> -p <port>`); only its children retitle. */
function isPostgresOn(argv: string[], databaseDir: string): boolean {
  const dataArg = argv.indexOf('-D');
  return path.basename(argv[0] ?? '') === 'postgres' && dataArg >= 0 && argv[dataArg + 1] === databaseDir;
}

async function commandLineOf(pid: number): Promise<string[] | undefined> {
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return raw ? raw.split('\0').filter(Boolean) : undefined;
}

/** Alive and not a zombie: an orphan's parent (pid 1 in a container) may never reap it. */
export async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The state follows the parenthesised command name, which may itself hold spaces or brackets.
  const state = stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}
