import { WorkerPool } from '../../../lib/worker-pool.ts';
import type { QrReading } from './read-slip-qr.ts';
import type { QrTask } from './slip-qr-worker.ts';
import type { SlipImageType } from './slip-image.ts';

/** Reads a slip's mini-QR somewhere that does not block the caller. */
export interface SlipQrReader {
  read(type: SlipImageType, data: Buffer): Promise<QrReading>;
  close(): Promise<void>;
}

/** Uploads waiting for a worker: at most 16 images of at most 5 MB each are held in memory. */
const QUEUE_BOUND = 16;

/**
 * Decoding a slip and searching it for a QR takes seconds of CPU for a large image, and on the
 * event loop it stalled every other request (ADR 0027): it runs in the worker pool.
 */
export class SlipQrPool implements SlipQrReader {
  private readonly pool: WorkerPool<QrTask, QrReading>;

  constructor(workers: number, maxQueue = QUEUE_BOUND) {
    this.pool = new WorkerPool({ name: 'slip-qr-worker', from: import.meta.url }, workers, maxQueue);
  }

  read(type: SlipImageType, data: Buffer): Promise<QrReading> {
    return this.pool.run({ type, data: new Uint8Array(data) });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
