/** The image formats a slip may be. */
export type SlipImageType = 'png' | 'jpeg';

/** What an image's header says it holds: enough to know its decoded size before decoding. */
export interface ImageHeader {
  width: number;
  height: number;
  /** Samples per pixel as stored (grey 1, grey+alpha 2, RGB 3, RGBA 4; a palette index is 1). */
  channels: number;
  /** Bits per sample (PNG 1 to 16, JPEG 8 or 12). */
  bitDepth: number;
}

/** PNG colour type -> samples per pixel (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** PNG: the IHDR chunk comes first: width, height, bit depth, colour type. */
function pngHeader(data: Buffer): ImageHeader | undefined {
  if (data.length < 26 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const channels = PNG_CHANNELS[data[25]!];
  const bitDepth = data[24]!;
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth)) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), channels, bitDepth };
}

/** Start-of-frame markers (baseline, progressive ...); C4, C8 and CC share the range but are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walk the segments up to the first start-of-frame: precision, height, width, components. */
function jpegHeader(data: Buffer): ImageHeader | undefined {
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
      if (at + 10 > data.length) return undefined;
      return {
        bitDepth: data[at + 4]!,
        height: data.readUInt16BE(at + 5),
        width: data.readUInt16BE(at + 7),
        channels: data[at + 9]!,
      };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

/** The header alone, read without decoding anything: a decompression bomb is judged here. */
export function readImageHeader(type: SlipImageType, data: Buffer): ImageHeader | undefined {
  return type === 'png' ? pngHeader(data) : jpegHeader(data);
}
