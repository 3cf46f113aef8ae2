import { expect, test } from '@playwright/test';
import { accountApi, pathOf } from '@wallet/contract';
import { login, registerThroughWizard } from '../support/register-flow.ts';
import { chooseLocale, LOCALES, newPhone, screenshot } from '../support/screens.ts';

test.describe.configure({ mode: 'serial' });

for (const [index, locale] of LOCALES.entries()) {
  test(`register with an SMS OTP, log in and out (${locale})`, async ({ page }) => {
    await page.goto('/login');
    await chooseLocale(page, locale);
    const phone = newPhone();
    const member = await registerThroughWizard(
      page,
      locale,
      phone,
      `7770000${index}${String(Date.now()).slice(-2)}`,
    );

    await login(page, member, true);
    await screenshot(page, locale, 'member-home');
    // A remembered token lives in localStorage: a new tab is still signed in.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    // The agreement pops up 1.5 s after entering home, over the top bar: accept it first, or a slow
    // screenshot above lets it land on the logout button.
    await page.getByTestId('agreement-accept').click();
    await expect(page.getByTestId('agreement-modal')).toHaveCount(0);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')),
    ).toBeNull();
    // Logout revoked the token on the server, not only in the browser.
    const after = await page.request.get(pathOf(accountApi.profile), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
}

test('without remember-me the session ends with the tab', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await registerThroughWizard(
    page,
    'th',
    newPhone(),
    `88800000${String(Date.now()).slice(-2)}`,
  );
  await login(page, member, false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  const otherTab = await context.newPage();
  await otherTab.goto('/user/home');
  await expect(otherTab).toHaveURL(/\/login$/);

  // Remembered: a new tab of the same browser stays signed in.
  await login(page, member, true);
  const thirdTab = await context.newPage();
  await thirdTab.goto('/user/home');
  await expect(thirdTab.getByTestId('member-name')).toBeVisible();
  await context.close();
});

test('a wrong password shows the error under the form, and typing clears it', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await page.locator('input[name="username"]').fill('0812345678');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await screenshot(page, 'th', 'login-error');
  await page.locator('input[name="password"]').type('x');
  await expect(page.getByTestId('login-error')).toHaveCount(0);
});
