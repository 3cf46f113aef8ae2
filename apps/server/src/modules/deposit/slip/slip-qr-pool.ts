import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
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
 * The worker is a .ts file: it loads through tsx whether the server runs under `node --import
 * tsx` or under vitest (whose workers do not inherit that flag), so the flag is given explicitly,
 * as an absolute URL so it resolves from any working directory.
 */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Uploads waiting for a worker: at most 16 images of at most 5 MB each are held in memory. */
const QUEUE_BOUND = 16;

/**
 * A small fixed pool of worker threads with a bounded queue (ADR 0027): decoding a slip and
 * searching it for a QR takes seconds of CPU for a large image, and on the event loop it stalled
 * every other request. Past the queue bound an upload is refused (REQUEST_LIMIT) rather than
 * piling up images in memory.
 */
export class SlipQrPool implements SlipQrReader {
  private readonly pool: Piscina<QrTask, QrReading>;

  constructor(
    workers: number,
    private readonly maxQueue = QUEUE_BOUND,
  ) {
    this.pool = new Piscina({
      filename: new URL('./slip-qr-worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: workers,
      maxQueue,
      // Idle workers go: a site sees a slip now and then, and each worker holds its own heap.
      idleTimeout: 60_000,
      execArgv: ['--import', TSX_LOADER],
      // Below the request thread in the OS scheduler: on a busy machine the CPU goes to answering
      // requests first, and a slip waits a little longer (Linux, through piscina's @napi-rs/nice).
      niceIncrement: 10,
    });
  }

  async read(type: SlipImageType, data: Buffer): Promise<QrReading> {
    if (this.pool.queueSize >= this.maxQueue) fail('REQUEST_LIMIT');
    return this.pool.run({ type, data: new Uint8Array(data) });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
