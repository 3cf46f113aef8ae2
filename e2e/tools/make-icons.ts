/**
 * Regenerates the member app's install icons (apps/web/public/icons/) from its favicon.svg
 * (committed, so the build needs no image tool). It lives with the e2e kit because it draws the
 * SVG in the Chromium the e2e specs use, which only this workspace depends on:
 *   npm run make-icons -w @wallet/e2e
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '../support/chromium.ts';

const publicDir = path.join(import.meta.dirname, '../../apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** `maskable`: the artwork inside the 80 % safe zone on the icon's own background colour. */
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { file, size, maskable } of ICONS) {
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;` +
      `background:${maskable ? '#141a45' : 'transparent'}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !maskable });
}
await browser.close();
