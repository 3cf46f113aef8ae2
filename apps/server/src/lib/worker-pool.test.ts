import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskStopped, type WorkerLimits } from './worker-pool.ts';

/** test/fakes/busy-worker.ts: holds its worker for the milliseconds of its task. */
const FAKES = new URL('../../test/fakes/', import.meta.url).href;

const pools: WorkerPool<number, number>[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** One worker and room for two waiting tasks. */
function busyPool(limits: WorkerLimits): WorkerPool<number, number> {
  const pool = new WorkerPool<number, number>({ name: 'busy-worker', from: FAKES }, 1, 2, limits);
  pools.push(pool);
  return pool;
}

/** Runs a short task until the pool's worker, started by the first, takes one within the wait. */
async function warmUp(pool: WorkerPool<number, number>): Promise<void> {
  for (;;) {
    try {
      expect(await pool.run(10)).toBe(10);
      return;
    } catch (error) {
      expect(error).toEqual(new WorkerTaskStopped('deadline'));
    }
  }
}

describe('the deadline of a worker task (ADR 0208)', () => {
  it('counts from when its worker begins it, not while it waits behind another', async () => {
    const pool = busyPool({ deadlineMs: 3_000, waitMs: 60_000 });
    // The second waits for the first (2 s) and the worker's start: over 3 s from hand-in, 2 s of work.
    await expect(Promise.all([pool.run(2_000), pool.run(2_000)])).resolves.toEqual([2_000, 2_000]);
  });

  it('stops a task still running at its deadline', async () => {
    const pool = busyPool({ deadlineMs: 1_000, waitMs: 60_000 });
    await expect(pool.run(10_000)).rejects.toEqual(new WorkerTaskStopped('deadline'));
    // The worker it ended is replaced: the next task runs.
    await expect(pool.run(10)).resolves.toBe(10);
  });

  it('stops a task no worker has begun within its wait', async () => {
    const pool = busyPool({ deadlineMs: 60_000, waitMs: 1_000 });
    // The worker started first. Its start counts as waiting, and on a loaded host it took longer
    // than the wait (load average 15: refused): a refused warm-up is asked again, the worker
    // being under way.
    await warmUp(pool);
    const first = pool.run(4_000);
    await expect(pool.run(10)).rejects.toEqual(new WorkerTaskStopped('deadline'));
    await expect(first).resolves.toBe(4_000);
  });
});
