export type SlipImageType = 'png' | 'jpeg';

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

/** PNG: the IHDR chunk comes first, width and height right after its name. */
function pngDimensions(data: Buffer): Dimensions | undefined {
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive ...); C4, C8 and CC share the range but are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walk the segments up to the first start-of-frame, which holds the dimensions. */
function jpegDimensions(data: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > data.length) return undefined;
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

/** Dimensions from the header alone, so a decompression bomb is refused before it is decoded. */
export function imageDimensions(type: SlipImageType, data: Buffer): Dimensions | undefined {
  return type === 'png' ? pngDimensions(data) : jpegDimensions(data);
}
