import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type ResourceLimits } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { fail } from './app-error.ts';
import type { WorkerEnvelope } from './worker-task.ts';

/**
 * Where a worker module is, beside the code that uses it (`from`: that code's import.meta.url).
 * Compiled (ADR 0069), it is `<name>.js` beside it in dist/. From source it is a .ts file: it
 * loads through tsx whether the server runs under `node --import tsx` or under vitest (whose
 * workers do not inherit that flag), so the flag is given explicitly, as an absolute URL so it
 * resolves from any working directory.
 */
function workerFile(name: string, from: string): { filename: string; execArgv: string[] } {
  if (from.endsWith('.js')) return { filename: new URL(`./${name}.js`, from).href, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL(`./${name}.ts`, from).href, execArgv: ['--import', tsxLoader] };
}

/**
 * A small fixed pool of worker threads with a bounded queue (ADR 0027), for CPU-heavy work that
 * must not stall the event loop (a slip's QR, a statement file). Past the bound a task is
 * refused (REQUEST_LIMIT) rather than piling its input up in memory. piscina and its threads
 * load at the first task (ADR 0069): a site that never sees one never pays for them.
 */
/** A task that ended its worker: past its deadline, or out of the worker's memory. */
export class WorkerTaskStopped extends Error {
  constructor(readonly why: 'deadline' | 'memory') {
    super(`worker task stopped: ${why}`);
    this.name = 'WorkerTaskStopped';
  }
}

export interface WorkerLimits {
  /** Each worker's heap (and stack) limits: past them the worker ends, not the process. */
  resourceLimits?: ResourceLimits;
  /** A task not done this long after its worker began it is stopped (its worker ended). */
  deadlineMs?: number;
  /**
   * A task no worker has begun this long after it was handed in is stopped too: the tasks ahead
   * of it at their deadlines, and the worker's start on a busy machine, fit well inside it; a
   * worker that cannot start at all (out of its heap) does not.
   */
  waitMs?: number;
}

export class WorkerPool<Task, Result> {
  private pool: Promise<Piscina<WorkerEnvelope<Task>, Result>> | undefined;
  private queued = 0;

  constructor(
    private readonly worker: { name: string; from: string },
    private readonly workers: number,
    private readonly maxQueue: number,
    private readonly limits: WorkerLimits = {},
  ) {}

  private start(): Promise<Piscina<WorkerEnvelope<Task>, Result>> {
    this.pool ??= import('piscina').then(({ Piscina }) => {
      const pool = new Piscina<WorkerEnvelope<Task>, Result>({
        ...workerFile(this.worker.name, this.worker.from),
        minThreads: 0,
        maxThreads: this.workers,
        maxQueue: this.maxQueue,
        // Idle workers go: each holds its own heap, and the work comes now and then.
        idleTimeout: 60_000,
        // Below the request thread in the OS scheduler: on a busy machine the CPU goes to answering
        // requests first (Linux, through piscina's @napi-rs/nice).
        niceIncrement: 10,
        ...(this.limits.resourceLimits ? { resourceLimits: this.limits.resourceLimits } : {}),
      });
      // A worker that fails outside a task (out of its heap while starting) is replaced by
      // piscina; unheard, the event would end the process. A task left waiting meets its deadline.
      pool.on('error', () => undefined);
      return pool;
    });
    return this.pool;
  }

  async run(task: Task): Promise<Result> {
    // Counted before the first await: tasks arriving while piscina loads meet the same bound
    // (one running per worker, maxQueue waiting).
    if (this.queued >= this.workers + this.maxQueue) fail('REQUEST_LIMIT');
    this.queued += 1;
    try {
      const pool = await this.start();
      if (pool.queueSize >= this.maxQueue) fail('REQUEST_LIMIT');
      return await this.runTimed(pool, task);
    } catch (error) {
      if ((error as Error | undefined)?.name === 'AbortError') throw new WorkerTaskStopped('deadline');
      if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new WorkerTaskStopped('memory');
      throw error;
    } finally {
      this.queued -= 1;
    }
  }

  /** The task in a worker, its deadline counted from when the worker begins it (worker-task.ts). */
  private async runTimed(pool: Piscina<WorkerEnvelope<Task>, Result>, task: Task): Promise<Result> {
    const { deadlineMs, waitMs } = this.limits;
    const stop = new AbortController();
    const { port1: begun, port2 } = new MessageChannel();
    const stopAfter = (ms: number | undefined) =>
      ms === undefined ? undefined : setTimeout(() => stop.abort(), ms);
    let timer = stopAfter(waitMs);
    begun.once('message', () => {
      clearTimeout(timer);
      timer = stopAfter(deadlineMs);
    });
    try {
      return await pool.run({ task, begun: port2 }, { signal: stop.signal, transferList: [port2] });
    } finally {
      clearTimeout(timer);
      begun.close();
    }
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
