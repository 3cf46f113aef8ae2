import { expect, type Page } from '@playwright/test';

/** Fontsource's file names of each site's script (`noto-sans-thai-thai-700-normal-….woff2`). */
const SCRIPT_FILES = { th: 'noto-sans-thai-thai-', la: 'noto-sans-lao-lao-' } as const;

/**
 * A first visit to the site's login downloads its script's faces and Latin's, regular and bold,
 * and none of the other script's: the language menu's name of that script is drawn from a small
 * face inlined into the stylesheet (ADRs 0225, 0230), which is no request. Files are listed once
 * the login is on screen and every face the page asked for has loaded (`document.fonts.ready`).
 */
export async function expectFirstVisitFaces(page: Page, site: 'th' | 'la'): Promise<void> {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.pathname.endsWith('.woff2'))
      files.push(url.pathname.split('/').pop()!);
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const other = SCRIPT_FILES[site === 'th' ? 'la' : 'th'];
  expect(files.filter((file) => file.startsWith(SCRIPT_FILES[site]))).toHaveLength(2);
  expect(files.filter((file) => file.startsWith('noto-sans-thai-latin-'))).toHaveLength(2);
  expect(files.filter((file) => file.startsWith(other))).toEqual([]);
}
