import { expect, test } from '@playwright/test';
import { expectFirstVisitFaces } from '../support/fonts.ts';
import { chooseLocale } from '../support/screens.ts';

test('Thai by default; the chosen language is kept in localStorage and a cookie', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const thaiLabel = await page.getByTestId('login-submit').innerText();

  await chooseLocale(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishLabel = await page.getByTestId('login-submit').innerText();
  expect(englishLabel).not.toBe(thaiLabel);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText(englishLabel);

  await chooseLocale(page, 'la');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  // Lao script, not Thai, on the button.
  expect(await page.getByTestId('login-submit').innerText()).toMatch(/[\u0E80-\u0EFF]/);
});

test("the Thai site's first visit downloads the Thai and Latin faces and no Lao one (ADR 0225)", async ({
  page,
}) => {
  await expectFirstVisitFaces(page, 'th');
});
