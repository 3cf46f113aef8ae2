import { WorkerPool } from '../../../lib/worker-pool.ts';
import type { StatementReading, StatementTask } from './read-statement.ts';

/** Statement files waiting for a worker: each at most STATEMENT_MAX_BYTES, uploaded by an operator now and then. */
const QUEUE_BOUND = 4;

/**
 * Reads statement exports in the worker pool (ADR 0078): an XLSX is a zip to inflate and a few
 * thousand rows to walk, which on the event loop would stall every member's request.
 */
export class StatementReader {
  private readonly pool: WorkerPool<StatementTask, StatementReading>;

  constructor(workers: number) {
    this.pool = new WorkerPool({ name: 'statement-worker', from: import.meta.url }, workers, QUEUE_BOUND);
  }

  read(task: StatementTask): Promise<StatementReading> {
    return this.pool.run({ ...task, data: new Uint8Array(task.data) });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
