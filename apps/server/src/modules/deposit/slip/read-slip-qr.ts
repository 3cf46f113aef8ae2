import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { validate } from 'promptparse';
import type { SlipNote } from '@wallet/contract';
import type { SlipRef } from '../../../adapters/slip-verifier/port.ts';
import { imageDimensions, type SlipImageType } from './slip-image.ts';

/** Smaller than this cannot carry a slip whose mini-QR is readable. */
const MIN_SIDE = 100;
const MAX_SIDE = 10_000;
/** 16 MP (64 MB decoded) holds any phone screenshot or photo of a slip; more is refused undecoded. */
const MAX_PIXELS = 16_000_000;

export type QrReading = { ok: true; ref: SlipRef } | { ok: false; note: SlipNote };

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function decode(type: SlipImageType, data: Buffer): Rgba | undefined {
  try {
    const image =
      type === 'png'
        ? PNG.sync.read(data)
        : jpeg.decode(data, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: MAX_PIXELS / 1_000_000,
            maxMemoryUsageInMB: 256,
          });
    const pixels = image.data;
    return {
      data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length),
      width: image.width,
      height: image.height,
    };
  } catch {
    return undefined;
  }
}

/**
 * Reads the mini-QR a Thai bank prints on its slips. The notes say why a slip could not be
 * read (ADR 0020): IMG_SIZE_UNABLE_TO_PROCESS for dimensions out of range (or unreadable
 * header), CANNOT_READ_CROPPED_IMAGE for image data that does not decode, UNSTABLE_REFNO_ON_SLIP
 * when no QR is found, INVALID_SLIP for a QR that is not a slip's (or fails its checksum).
 */
export function readSlipQr(type: SlipImageType, data: Buffer): QrReading {
  const size = imageDimensions(type, data);
  if (
    !size ||
    Math.min(size.width, size.height) < MIN_SIDE ||
    Math.max(size.width, size.height) > MAX_SIDE ||
    size.width * size.height > MAX_PIXELS
  ) {
    return { ok: false, note: 'IMG_SIZE_UNABLE_TO_PROCESS' };
  }
  const image = decode(type, data);
  if (!image || image.width !== size.width || image.height !== size.height)
    return { ok: false, note: 'CANNOT_READ_CROPPED_IMAGE' };
  const qr = jsQR(image.data, image.width, image.height);
  if (!qr) return { ok: false, note: 'UNSTABLE_REFNO_ON_SLIP' };
  const ref = validate.slipVerify(qr.data);
  if (!ref) return { ok: false, note: 'INVALID_SLIP' };
  return { ok: true, ref: { ...ref, payload: qr.data } };
}
