import { crc32, deflateSync } from 'node:zlib';

/** PNG colour types by the samples per pixel they store. */
const COLOUR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

function chunk(name: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(name, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An all-zero PNG, the shape of a decompression bomb: a few dozen KB on the wire, `width` x
 * `height` x `channels` x `bitDepth`/8 bytes once inflated. Tests use it to prove such a file
 * is refused by its header, or decoded off the event loop.
 */
export function zeroPng(width: number, height: number, channels: 1 | 2 | 3 | 4, bitDepth: 8 | 16): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = COLOUR_TYPES[channels];
  // Every row: a filter byte (0, none) and its samples, all zero.
  const raw = Buffer.alloc(height * (1 + (width * channels * bitDepth) / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
