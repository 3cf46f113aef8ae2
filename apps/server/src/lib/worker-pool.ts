import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';
import { fail } from './app-error.ts';

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
export class WorkerPool<Task, Result> {
  private pool: Promise<Piscina<Task, Result>> | undefined;
  private queued = 0;

  constructor(
    private readonly worker: { name: string; from: string },
    private readonly workers: number,
    private readonly maxQueue: number,
  ) {}

  private start(): Promise<Piscina<Task, Result>> {
    this.pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<Task, Result>({
          ...workerFile(this.worker.name, this.worker.from),
          minThreads: 0,
          maxThreads: this.workers,
          maxQueue: this.maxQueue,
          // Idle workers go: each holds its own heap, and the work comes now and then.
          idleTimeout: 60_000,
          // Below the request thread in the OS scheduler: on a busy machine the CPU goes to answering
          // requests first (Linux, through piscina's @napi-rs/nice).
          niceIncrement: 10,
        }),
    );
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
      return await pool.run(task);
    } finally {
      this.queued -= 1;
    }
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
