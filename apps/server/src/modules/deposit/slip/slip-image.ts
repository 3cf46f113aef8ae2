import { readImageHeader, type SlipImageType } from './image-header.ts';

export type { SlipImageType };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const CONTENT_TYPES: Record<SlipImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** The image type by its magic bytes: the file name and the declared type are the sender's word. */
export function slipImageType(data: Buffer): SlipImageType | undefined {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return undefined;
}

export interface Dimensions {
  width: number;
  height: number;
}

/** Dimensions from the header alone, so a decompression bomb is refused before it is decoded. */
export function imageDimensions(type: SlipImageType, data: Buffer): Dimensions | undefined {
  const header = readImageHeader(type, data);
  return header && { width: header.width, height: header.height };
}
