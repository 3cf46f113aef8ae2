import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks, 100 a second on every common kernel. */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far, where this machine lets us read them. */
export interface CpuTimes {
  at: number;
  /** The server process, every thread: the event loop, GC helpers, libuv's pool. */
  server: number;
  /** Its main thread alone: the event loop. */
  main: number | undefined;
  /** The load generator's process. */
  loadgen: number | undefined;
  /** The embedded PostgreSQL: its postmaster and every child (backends, WAL writer, ...). */
  postgres: number | undefined;
  /** Every process on the machine (from /proc/stat), to tell a run that shared the machine. */
  machine: number | undefined;
}

/** Share of one core each part used between two readings, in percent. */
export interface CpuShare {
  server: number | undefined;
  main: number | undefined;
  loadgen: number | undefined;
  postgres: number | undefined;
  /** Everything else on the machine: a busy one makes the run's numbers low. */
  elsewhere: number | undefined;
}

/**
 * A /proc stat line's CPU seconds: its own (utime + stime) and its reaped children's (cutime +
 * cstime, where a backend's time goes when it exits), with its parent pid.
 */
function readStat(path: string): { seconds: number; children: number; ppid: number } | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = text
      .slice(text.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return {
      seconds: (fields[11]! + fields[12]!) / TICKS_PER_SECOND,
      children: (fields[13]! + fields[14]!) / TICKS_PER_SECOND,
      ppid: fields[1]!,
    };
  } catch {
    return undefined;
  }
}

/**
 * Seconds all CPUs spent running processes (user, nice, system) from the first line of
 * /proc/stat. Interrupt time is left out: loopback networking for the bench's own requests
 * lands there, charged to no process.
 */
function machineSeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu  user nice system idle ...
    const [user, nice, system] = line.trim().split(/\s+/).slice(1, 4).map(Number);
    return (user! + nice! + system!) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function postgresSeconds(postmasterPid: number): number | undefined {
  const postmaster = readStat(`/proc/${postmasterPid}/stat`);
  if (!postmaster) return undefined;
  let total = postmaster.seconds + postmaster.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readStat(`/proc/${entry}/stat`);
    if (child?.ppid === postmasterPid) total += child.seconds;
  }
  return total;
}

export function cpuTimes(pids: {
  server: number;
  postmaster: number | undefined;
  loadgen: number | undefined;
}): CpuTimes {
  return {
    at: performance.now(),
    server: readStat(`/proc/${pids.server}/stat`)?.seconds ?? 0,
    main: readStat(`/proc/${pids.server}/task/${pids.server}/stat`)?.seconds,
    loadgen: pids.loadgen === undefined ? undefined : readStat(`/proc/${pids.loadgen}/stat`)?.seconds,
    postgres: pids.postmaster === undefined ? undefined : postgresSeconds(pids.postmaster),
    machine: machineSeconds(),
  };
}

export function cpuShare(from: CpuTimes, to: CpuTimes): CpuShare {
  const seconds = (to.at - from.at) / 1000;
  const share = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || seconds <= 0 ? undefined : (100 * (b - a)) / seconds;
  const server = share(from.server, to.server);
  const loadgen = share(from.loadgen, to.loadgen);
  const postgres = share(from.postgres, to.postgres);
  const machine = share(from.machine, to.machine);
  return {
    server,
    main: share(from.main, to.main),
    loadgen,
    postgres,
    elsewhere:
      machine === undefined || server === undefined || loadgen === undefined || postgres === undefined
        ? undefined
        : Math.max(0, machine - server - loadgen - postgres),
  };
}
