import type { PNG } from 'pngjs';
import { onFirstUse } from '../../lib/on-first-use.ts';
import QRCode from 'qrcode';

const WIDTH = 600;
const HEIGHT = 900;
const MODULE_PX = 6;

type Colour = readonly [number, number, number];

function fill(png: PNG, x: number, y: number, width: number, height: number, [r, g, b]: Colour): void {
  for (let row = y; row < y + height; row += 1) {
    for (let col = x; col < x + width; col += 1) {
      const at = (row * png.width + col) * 4;
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  }
}

/**
 * A slip as the sandbox bank "prints" it: a white page with a few coloured bands where a real
 * slip has its header, amount and accounts, and the mini-QR with the given payload at the
 * bottom right, as the banks place it.
 */
const pngjs = onFirstUse<typeof import('pngjs')>('pngjs');

export function sandboxSlipPng(payload: string): Buffer {
  const png = new (pngjs().PNG)({ width: WIDTH, height: HEIGHT });
  fill(png, 0, 0, WIDTH, HEIGHT, [255, 255, 255]);
  fill(png, 0, 0, WIDTH, 110, [0, 166, 81]);
  fill(png, 40, 160, 360, 36, [210, 214, 220]);
  fill(png, 40, 230, 280, 36, [210, 214, 220]);
  fill(png, 40, 330, 220, 60, [0, 120, 60]);
  fill(png, 40, 440, 420, 28, [230, 232, 236]);
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules;
  const side = modules.size * MODULE_PX;
  const left = WIDTH - side - 50;
  const top = HEIGHT - side - 60;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.data[row * modules.size + col])
        fill(png, left + col * MODULE_PX, top + row * MODULE_PX, MODULE_PX, MODULE_PX, [0, 0, 0]);
    }
  }
  return pngjs().PNG.sync.write(png);
}
