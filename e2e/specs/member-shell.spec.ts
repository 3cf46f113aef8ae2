import { expect, test } from '@playwright/test';
import { chooseLocale, LOCALES, screenshot } from '../support/screens.ts';

const DEMO = { phone: '0812345678', password: 'demo1234' };

for (const locale of LOCALES) {
  test(`member shell, contact and conditions (${locale})`, async ({ page }) => {
    await page.goto('/login');
    await chooseLocale(page, locale);
    await page.locator('input[name="username"]').fill(DEMO.phone);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByTestId('member-name')).toBeVisible();
    // The agreement pops up 1.5 s after entering home (the wallet spec looks at it): accept it
    // first, so it does not come up over the conditions modal in the middle of this test.
    await page.getByTestId('agreement-accept').click({ timeout: 10_000 });
    await expect(page.getByTestId('agreement-modal')).toHaveCount(0);

    await page.getByTestId('menu-conditions').click();
    const modal = page.getByTestId('conditions-modal');
    await expect(modal).toBeVisible();
    await expect(modal.locator('strong')).toBeVisible();
    await screenshot(page, locale, 'member-conditions');
    await page.getByTestId('conditions-confirm').click();
    await expect(modal).toHaveCount(0);

    await page.goto('/user/contact');
    await expect(page.getByTestId('app-name')).toBeVisible();
    await expect(page.getByTestId('app-version')).toContainText('1.1.14');
    await screenshot(page, locale, 'member-contact');

    for (const route of ['profile', 'statement', 'bonus', 'spin']) {
      await page.goto(`/user/${route}`);
      await expect(page).toHaveURL(new RegExp(`/user/${route}$`));
    }
    await page.goto('/login');
    // The public shell clears a held session.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')))
      .toBeNull();
  });
}
