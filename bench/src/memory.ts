import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Mebibytes, as the report prints them. */
export const MiB = 2 ** 20;

export interface MemoryPeak {
  /** The process's resident set: the server's (the load generator has a process of its own). */
  rss: number;
  /** This thread's V8 heap (the server's JavaScript objects), resident bytes, at its peak. */
  heap: number;
  /** Of which the young generation, whose size V8 picks from the machine's memory. */
  youngGeneration: number;
}

function heapNow(): { heap: number; youngGeneration: number } {
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return {
    heap: v8.getHeapStatistics().total_physical_size,
    youngGeneration: young?.physical_space_size ?? 0,
  };
}

export function memoryNow(): MemoryPeak {
  return { rss: process.memoryUsage.rss(), ...heapNow() };
}

/**
 * This process's memory sampled while a run lasts, so the report can say what the server
 * needed under load rather than what was left afterwards. The server runs in this process (with
 * the small bare route and the bench's own bookkeeping); the load generator does not.
 */
export function sampleMemory(everyMs = 100): { stop(): MemoryPeak } {
  const peak = memoryNow();
  const sample = () => {
    const now = memoryNow();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heap);
    peak.youngGeneration = Math.max(peak.youngGeneration, now.youngGeneration);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

let collect: (() => void) | undefined;

/**
 * The memory after a full collection: what live objects hold (per-socket figures), not what
 * garbage has not yet been swept. The flag is set here, in the server's process, only when asked.
 */
export function settledMemory(): MemoryPeak {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  return memoryNow();
}
