import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@wallet/contract';

export const LOCALES = ['th', 'la', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const outputDir = fileURLToPath(new URL('../output/screenshots/', import.meta.url));

/**
 * Waits for the screen itself, not the member app's route spinner: after a reload in another
 * language the document's lang is set before the screen's code has arrived, and one run's English
 * howto and member-contact screenshots (and the checks made on them) were of the spinner.
 */
export async function screenShown(page: Page): Promise<void> {
  await expect(page.getByTestId('page-spinner')).toHaveCount(0);
}

/**
 * Saves e2e/output/screenshots/{locale}/{name}.png for a person to look at. A screen with a
 * dialog open is captured as the viewport the person sees: a full-page capture stretches the
 * fixed backdrop over a scrolled page and misplaces it.
 */
export async function screenshot(page: Page, locale: Locale, name: string, fullPage = true): Promise<void> {
  const dir = path.join(outputDir, locale);
  await mkdir(dir, { recursive: true });
  await screenShown(page);
  await page.evaluate(() => document.fonts.ready);
  // Opening transitions are fast-forwarded: a dialog caught half faded in looks broken when it is not.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * A test's time budget (issue 44): what a member flow takes on a loaded 2-core host rather than
 * an idle one. Idle, a flow takes 10-25 s; under load average 25-45 one language's deposit flow
 * took 90-115 s and member-shell over 100 s. A flow that hangs still fails at its own budget.
 */
export const FLOW_MS = 180_000;
/** Three screenshots of one screen, the language switched between them, on a loaded host (~1 s idle). */
export const EVERY_LOCALE_SHOTS_MS = 10_000;
/**
 * One small step done again in each language where the screen's words are fixed when it shows (a
 * result dialog after a transfer, a withdrawal or a bonus ended; a message sent, a spin, a slip
 * read, a clip opened), or a modal opened again there, with its assertions and screenshots, on a
 * loaded host: a few seconds idle, a spin's animation alone 4-5 s.
 */
export const REPEATED_ACTION_MS = 30_000;
/**
 * What the page does after a push with one read of the API and its render (a paid QR's state read
 * again): about 100 ms idle, past 1 s under a loaded host's e2e run. A read the push never made
 * still fails at it: nothing else reads it again.
 */
export const AFTER_PUSH_READ_MS = 10_000;

/**
 * The screen as it is now saved in th, la and en, the language switched through its dropdown
 * (issue 44): a flow walked once gives every language's screenshots. Left in English.
 */
export async function screenshotInEveryLocale(page: Page, name: string, fullPage = true): Promise<void> {
  for (const locale of LOCALES) {
    await showInLocale(page, locale);
    await screenshot(page, locale, name, fullPage);
  }
}

/** Chooses the UI language the way a person does: through the language dropdown. */
export async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('language-select').first().selectOption(locale);
  await page
    .waitForFunction((want) => document.documentElement.lang === want, locale === 'la' ? 'lo' : locale)
    .catch(() => page.waitForFunction((want) => document.documentElement.lang === want, locale));
}

/**
 * The screen as it is now in a language: through its dropdown, or, on a page with a header of its
 * own and no dropdown (the public contact page), as a returning visitor's stored choice, reloaded.
 */
export async function showInLocale(page: Page, locale: Locale): Promise<void> {
  if ((await page.getByTestId('language-select').count()) > 0) return chooseLocale(page, locale);
  await page.evaluate((stored) => localStorage.setItem(stored.key, stored.locale), {
    key: STORAGE_KEYS.locale,
    locale,
  });
  await page.reload();
  await page.waitForFunction(
    (want) => document.documentElement.lang === want,
    locale === 'la' ? 'lo' : locale,
  );
}

let phoneCounter = 0;
/**
 * A fresh Thai phone number for each registration in a run: the worker's digit keeps two workers
 * apart, and the counter (mod 100) with the time keeps one worker's numbers apart.
 */
export function newPhone(): string {
  phoneCounter += 1;
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `09${stamp}${worker}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/** Signs a member in through the form in that language and accepts the agreement home opens with. */
export async function logIn(
  page: Page,
  locale: Locale,
  phone: string,
  password: string,
  /** Reads the agreement home opens with before it is accepted. */
  readAgreement?: (agreement: Locator) => Promise<void>,
) {
  await page.goto('/login');
  await chooseLocale(page, locale);
  await page.locator('input[name="username"]').fill(phone);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  const agreement = page.getByTestId('agreement-modal');
  await expect(agreement).toBeVisible();
  await readAgreement?.(agreement);
  await page.getByTestId('agreement-accept').click();
  await expect(agreement).toHaveCount(0);
}
