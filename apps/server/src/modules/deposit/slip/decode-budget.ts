import { fail } from '../../../lib/app-error.ts';
import { readImageHeader } from './image-header.ts';
import type { SlipImageType } from './slip-image.ts';

/** Smaller than this cannot carry a slip whose mini-QR is readable: kept as a FAILED slip, not decoded. */
export const MIN_SIDE = 100;
const MAX_SIDE = 10_000;
const MAX_PIXELS = 16_000_000;
/**
 * Bytes one decode may take: the inflated samples as stored (width x height x channels x bit
 * depth / 8) plus the 8-bit RGBA copy the decoders and the QR reader work on (4 bytes a pixel).
 * 120 MB lets through a 12 MP phone photo (84 MB) and a 4000 x 4000 8-bit RGB image (112 MB);
 * the same image as 8-bit RGBA (128 MB) or 16-bit (160 to 192 MB) is refused (ADR 0027).
 */
export const DECODE_BUDGET_BYTES = 120_000_000;

export function decodedBytes(header: { width: number; height: number; channels: number; bitDepth: number }) {
  const pixels = header.width * header.height;
  return Math.ceil((pixels * header.channels * header.bitDepth) / 8) + pixels * 4;
}

/**
 * Judges an upload by its header before anything is decoded or kept: no readable header, a side
 * over 10,000 px, over 16 MP or over the decode budget is SLIP_INVALID_FILE (nothing stored).
 * Answers whether the image is big enough to be worth decoding at all.
 */
export function checkDecodeBudget(type: SlipImageType, data: Buffer): { readable: boolean } {
  const header = readImageHeader(type, data) ?? fail('SLIP_INVALID_FILE');
  const { width, height } = header;
  if (
    Math.max(width, height) > MAX_SIDE ||
    width * height > MAX_PIXELS ||
    decodedBytes(header) > DECODE_BUDGET_BYTES
  )
    fail('SLIP_INVALID_FILE');
  return { readable: Math.min(width, height) >= MIN_SIDE };
}
