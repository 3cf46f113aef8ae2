import { workerTask } from '../../../lib/worker-task.ts';
import type { SlipImageType } from './slip-image.ts';
import { readSlipQr, type QrReading } from './read-slip-qr.ts';

export interface QrTask {
  type: SlipImageType;
  data: Uint8Array;
}

/** Runs in a worker thread (SlipQrPool): decoding and QR search are CPU-bound, seconds for a big image. */
export default workerTask(({ type, data }: QrTask): QrReading =>
  readSlipQr(type, Buffer.from(data.buffer, data.byteOffset, data.byteLength)),
);
