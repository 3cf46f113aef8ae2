import { expect, test } from '../support/site-wide.ts';
import { setSiteSettings } from '../support/api.ts';
import { chooseLocale, LOCALES, screenshot } from '../support/screens.ts';

test('a member route without a token goes to /login, and / goes there too', async ({ page }) => {
  await page.goto('/user/home');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  for (const locale of LOCALES) {
    await page.goto('/login');
    await chooseLocale(page, locale);
    await page.goto('/no/such/page');
    await screenshot(page, locale, 'not-found');
  }
});

test('a closed site sends visitors of /login to /terminated', async ({ page, request }) => {
  await setSiteSettings(request, { siteActive: false });
  try {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/terminated$/);
    await expect(page).toHaveTitle('Page not found');
    for (const locale of LOCALES) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale);
      await page.reload();
      await screenshot(page, locale, 'terminated');
    }
  } finally {
    await setSiteSettings(request, { siteActive: true });
  }
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
});
