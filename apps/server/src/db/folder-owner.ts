import { readFile, rm, writeFile } from 'node:fs/promises';
import { isAlive } from './data-folder-holder.ts';

/**
 * Who started the PostgreSQL on an embedded data folder: a record beside it (`<DATA_DIR>/pg.owner`)
 * with the owner's pid and the kernel's start time of that pid, written once PostgreSQL is up and
 * removed once it has stopped. A live owner means the folder is in use (a second start is refused);
 * an owner that is gone, a zombie, or whose pid now belongs to a process started at another time
 * (a recycled pid) means its PostgreSQL is an orphan (ADR 0067).
 */
export interface FolderOwner {
  pid: number;
  /** /proc/<pid>/stat field 22: clock ticks after boot; with the pid it names one process for good. */
  startedAt: number;
  /** What it is, for the refusal's words: `npm start`'s server, `ledger:audit`, … */
  command: string;
  /** When it took the folder (ISO), for the refusal's words. */
  since: string;
  /** The loopback port its PostgreSQL listens on: `npm run backup` reads a running server's database there. */
  port?: number;
}

export const ownerFileOf = (databaseDir: string) => `${databaseDir}.owner`;

/** /proc/<pid>/stat's start time; undefined when the process is gone or there is no /proc. */
export async function startTimeOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // Fields after the parenthesised name: state is field 3, the start time field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[19]);
  return Number.isFinite(value) ? value : undefined;
}

/** The parent of a process (field 4); undefined when it is gone. */
export async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const value = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(value) ? value : undefined;
}

/** Records this process as the folder's owner. */
export async function recordOwner(databaseDir: string, command: string, port?: number): Promise<void> {
  const owner: FolderOwner = {
    pid: process.pid,
    startedAt: (await startTimeOf(process.pid)) ?? 0,
    command,
    since: new Date().toISOString(),
    port,
  };
  await writeFile(ownerFileOf(databaseDir), `${JSON.stringify(owner)}\n`);
}

/** Removes the record, when it is this process's (another may have taken the folder since). */
export async function clearOwner(databaseDir: string): Promise<void> {
  const owner = await recordedOwner(databaseDir);
  if (owner?.pid === process.pid) await rm(ownerFileOf(databaseDir), { force: true });
}

export async function recordedOwner(databaseDir: string): Promise<FolderOwner | undefined> {
  const text = await readFile(ownerFileOf(databaseDir), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  try {
    const owner = JSON.parse(text) as FolderOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The recorded owner when it still runs: alive, no zombie, and the same process (its start time
 * unchanged). undefined otherwise, or without a record.
 */
export async function liveOwnerOf(databaseDir: string): Promise<FolderOwner | undefined> {
  const owner = await recordedOwner(databaseDir);
  if (!owner || !(await isAlive(owner.pid))) return undefined;
  const startedAt = await startTimeOf(owner.pid);
  // Without /proc the start time cannot be compared: a live pid is taken at its word.
  if (startedAt !== undefined && owner.startedAt !== 0 && startedAt !== owner.startedAt) return undefined;
  return owner;
}
