import { WorkerPool, WorkerTaskStopped, type WorkerLimits } from '../../../lib/worker-pool.ts';
import type { StatementReading, StatementTask } from './read-statement.ts';
import {
  STATEMENT_TASK_DEADLINE_MS,
  STATEMENT_TASK_WAIT_MS,
  STATEMENT_WORKER_HEAP_MB,
} from './statement-limits.ts';

/** Statement files waiting for a worker: each at most STATEMENT_MAX_BYTES, uploaded by an operator now and then. */
const QUEUE_BOUND = 4;

/** A statement worker's heap, and how long one file may take (statement-limits.ts). */
const STATEMENT_WORKER_LIMITS: WorkerLimits = {
  resourceLimits: { maxOldGenerationSizeMb: STATEMENT_WORKER_HEAP_MB },
  deadlineMs: STATEMENT_TASK_DEADLINE_MS,
  waitMs: STATEMENT_TASK_WAIT_MS,
};

/**
 * Reads statement exports in the worker pool (ADR 0078): an XLSX is a zip to inflate and a few
 * thousand rows to walk, which on the event loop would stall every member's request. A file
 * that still outgrows the worker's heap or its deadline ends that worker and is refused
 * STATEMENT_TOO_LARGE: the server goes on.
 */
export class StatementReader {
  private readonly pool: WorkerPool<StatementTask, StatementReading>;

  constructor(workers: number, limits: WorkerLimits = STATEMENT_WORKER_LIMITS) {
    this.pool = new WorkerPool(
      { name: 'statement-worker', from: import.meta.url },
      workers,
      QUEUE_BOUND,
      limits,
    );
  }

  async read(task: StatementTask): Promise<StatementReading> {
    try {
      return await this.pool.run({ ...task, data: new Uint8Array(task.data) });
    } catch (error) {
      if (error instanceof WorkerTaskStopped) return { ok: false, code: 'STATEMENT_TOO_LARGE' };
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
