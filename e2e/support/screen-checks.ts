import { expect, type Page } from '@playwright/test';
import { LOCALES, screenShown, screenshot, showInLocale, type Locale } from './screens.ts';
import { smallTapTargets } from './tap-targets.ts';
import { textLayoutProblems } from './text-layout.ts';

/** The phone widths every screen is checked at (issue 15): a small Android and an iPhone. */
export const PHONE_WIDTHS = [360, 390] as const;
const PHONE_HEIGHT = 844;

/**
 * Checks the screen as it is now at each phone width: every control at least 44x44 px and no
 * text clipped or covered. Soft assertions, so one run lists every screen's problems; the
 * screenshot (390 px) is saved for a person to look at. The viewport is left at the last width.
 */
export async function checkScreen(
  page: Page,
  locale: Locale,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  await screenShown(page);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
    await page.evaluate(() => document.fonts.ready);
    const where = `${name} (${locale}, ${width} px)`;
    expect.soft(await smallTapTargets(page), `controls under 44x44 px on ${where}`).toEqual([]);
    expect.soft(await textLayoutProblems(page), `clipped or covered text on ${where}`).toEqual([]);
  }
  await screenshot(page, locale, `ux-${name}`, fullPage);
}

/**
 * checkScreen in th, la and en on the screen as it is now, switching the language through its
 * dropdown (issue 44): one walk through a flow checks every language's screens, where walking it
 * once per language tripled the time. The page is left in the last language, English.
 */
export async function checkScreenInEveryLocale(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  for (const locale of LOCALES) {
    await showInLocale(page, locale);
    await checkScreen(page, locale, name, options);
  }
}
