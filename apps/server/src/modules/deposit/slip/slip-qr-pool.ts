import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';
import { fail } from '../../../lib/app-error.ts';
import type { QrReading } from './read-slip-qr.ts';
import type { QrTask } from './slip-qr-worker.ts';
import type { SlipImageType } from './slip-image.ts';

/** Reads a slip's mini-QR somewhere that does not block the caller. */
export interface SlipQrReader {
  read(type: SlipImageType, data: Buffer): Promise<QrReading>;
  close(): Promise<void>;
}

/**
 * Where the worker is. Compiled (ADR 0069), it is slip-qr-worker.js beside this code in dist/.
 * From source it is a .ts file: it loads through tsx whether the server runs under `node --import
 * tsx` or under vitest (whose workers do not inherit that flag), so the flag is given explicitly,
 * as an absolute URL so it resolves from any working directory.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.js')) {
    return { filename: new URL('./slip-qr-worker.js', import.meta.url).href, execArgv: [] };
  }
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    filename: new URL('./slip-qr-worker.ts', import.meta.url).href,
    execArgv: ['--import', tsxLoader],
  };
}

/** Uploads waiting for a worker: at most 16 images of at most 5 MB each are held in memory. */
const QUEUE_BOUND = 16;

/**
 * A small fixed pool of worker threads with a bounded queue (ADR 0027): decoding a slip and
 * searching it for a QR takes seconds of CPU for a large image, and on the event loop it stalled
 * every other request. Past the queue bound an upload is refused (REQUEST_LIMIT) rather than
 * piling up images in memory.
 */
export class SlipQrPool implements SlipQrReader {
  /** Made at the first slip (ADR 0069): piscina and its threads load only on a site that sees one. */
  private pool: Promise<Piscina<QrTask, QrReading>> | undefined;
  private queued = 0;

  constructor(
    private readonly workers: number,
    private readonly maxQueue = QUEUE_BOUND,
  ) {}

  private start(): Promise<Piscina<QrTask, QrReading>> {
    this.pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina<QrTask, QrReading>({
          ...workerFile(),
          minThreads: 0,
          maxThreads: this.workers,
          maxQueue: this.maxQueue,
          // Idle workers go: a site sees a slip now and then, and each worker holds its own heap.
          idleTimeout: 60_000,
          // Below the request thread in the OS scheduler: on a busy machine the CPU goes to answering
          // requests first, and a slip waits a little longer (Linux, through piscina's @napi-rs/nice).
          niceIncrement: 10,
        }),
    );
    return this.pool;
  }

  async read(type: SlipImageType, data: Buffer): Promise<QrReading> {
    // Counted before the first await: uploads arriving while piscina loads meet the same bound
    // (one running per worker, maxQueue waiting).
    if (this.queued >= this.workers + this.maxQueue) fail('REQUEST_LIMIT');
    this.queued += 1;
    try {
      const pool = await this.start();
      if (pool.queueSize >= this.maxQueue) fail('REQUEST_LIMIT');
      return await pool.run({ type, data: new Uint8Array(data) });
    } finally {
      this.queued -= 1;
    }
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
