import { isAlive } from './data-folder-holder.ts';

/**
 * PostgreSQL's shutdown modes, gentlest first: SIGTERM waits for clients to leave (an orphan's
 * node is dead, so it has none), SIGINT is the fast shutdown (rolls back, checkpoints), SIGQUIT
 * the immediate one (no checkpoint: the next start replays the WAL, which loses nothing committed).
 */
const ESCALATION: { signal: NodeJS.Signals; waitMs: number }[] = [
  { signal: 'SIGTERM', waitMs: 3_000 },
  { signal: 'SIGINT', waitMs: 10_000 },
  { signal: 'SIGQUIT', waitMs: 5_000 },
];

/**
 * Stops the PostgreSQL an earlier run left behind on `databaseDir` and waits until it is gone. True when it is; false when it outlived every signal.
 */
export async function stopOrphan(
  pid: number,
  databaseDir: string,
  log: (line: string) => void,
  escalation = ESCALATION,
): Promise<boolean> {
  for (const { signal, waitMs } of escalation) {
    log(`stopping the PostgreSQL (pid ${pid}) an earlier run left on ${databaseDir} with ${signal}`);
    try {
      process.kill(pid, signal);
    } catch {
      // Gone between the check and the signal: the wait below sees it.
    }
    if (await gone(pid, waitMs)) return true;
  }
  return false;
}

async function gone(pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  // The postmaster removes its pid file as its last act, so a dead pid means a free folder (or a
  // stale file, which PostgreSQL's own start judges).
  while (await isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
