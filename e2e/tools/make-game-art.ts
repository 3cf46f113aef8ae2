/**
 * Redraws the seeded game providers' card art (apps/server/assets/game-art/<code>/), committed as
 * WebP so a card's images are decoded off the page's main thread (ADR 0222): a logo and a
 * background per provider, the name in the provider's colour. Drawn as SVG in the Chromium the
 * e2e specs use and encoded by its canvas, as make-icons draws the install icons:
 *   npm run make-game-art -w @wallet/e2e
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { gameProviderRows } from '../../apps/server/src/db/seed/game-providers.ts';
import { CHROMIUM_ARGS, resolveChromium } from '../support/chromium.ts';

const artDir = path.join(import.meta.dirname, '../../apps/server/assets/game-art');
/** WebP quality. At 0.85 logos are 2.0–3.3 kB and backgrounds 1.1–1.7 kB; 0.9 made them 17–28 % larger. */
const QUALITY = 0.85;

const escape = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

function logo(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="14" fill="#ffffff" fill-opacity="0.92"/><text x="80" y="41" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${color}">${escape(name)}</text></svg>`;
}

function background(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#101828"/></linearGradient></defs><rect width="300" height="211" fill="url(#g)"/><circle cx="250" cy="40" r="70" fill="#ffffff" fill-opacity="0.08"/><circle cx="40" cy="190" r="60" fill="#ffffff" fill-opacity="0.06"/></svg>`;
}

const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { code, name, color } of gameProviderRows) {
  mkdirSync(path.join(artDir, code), { recursive: true });
  for (const [file, svg] of [
    ['logo.webp', logo(name, color)],
    ['background.webp', background(color)],
  ] as const) {
    const base64 = await page.evaluate(
      async ({ svg, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality).split(',')[1]!;
      },
      { svg, quality: QUALITY },
    );
    writeFileSync(path.join(artDir, code, file), Buffer.from(base64, 'base64'));
  }
}
await browser.close();
