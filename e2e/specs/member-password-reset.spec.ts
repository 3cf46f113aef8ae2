import { expect, test } from '../support/site-wide.ts';
import { authApi, homeApi, pathOf } from '@wallet/contract';
import { latestSms } from '../support/api.ts';
import { chooseBackofficeLocale, signInDemoAdmin } from '../support/backoffice.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { chooseLocale, LOCALES, newPhone, screenshot } from '../support/screens.ts';

/**
 * Issue 22 (ADR 0053): support resets a member's password in the back-office; the one-time
 * password goes by SMS to the member's phone, never to the operator's screen. It only lets the
 * member set a new password: the member signs
 * in with it, lands on the new-password screen, sets one and reaches home. The one-time password's
 * session reads no wallet, and the one-time password opens nothing afterwards.
 */
test('a back-office password reset: the member sets a new password before anything else', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const player = await registerFundedPlayer(page.request, newPhone(), 700);

  // Support (the demo admin) finds the member and resets the password, once per language for the
  // screenshots of the dialog; the last SMS is the one the member uses.
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInDemoAdmin(page);
  await page.getByTestId('nav-members').click();
  await page.getByTestId('member-search-input').fill(player.phone);
  await page.getByTestId('member-search-submit').click();
  await page.getByTestId('member-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('member-name')).toContainText(player.name);
  let oneTimePassword = '';
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await page.getByTestId('member-reset-password').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByTestId('confirm-reason').fill('Member forgot the password, identity checked by phone');
    await screenshot(page, locale, 'backoffice-member-reset-confirm', false);
    // The notice below reads the same after every reset: the new text is what says this one is done.
    const previous = await latestSms(page.request, player.phone);
    await confirm.getByTestId('confirm-submit').click();
    await expect.poll(() => latestSms(page.request, player.phone)).not.toBe(previous);
    const told = page.getByTestId('member-action-done');
    await expect(told).toContainText(`xxx-xxx-${player.phone.slice(-4)}`);
    await expect(told).toContainText('30');
    await screenshot(page, locale, 'backoffice-member-reset-password', false);
    const sms = await latestSms(page.request, player.phone);
    oneTimePassword = /\b([A-Za-z0-9]{14})\b/.exec(sms)?.[1] ?? '';
    // The operator's screen never shows it.
    await expect(page.getByText(oneTimePassword)).toHaveCount(0);
  }
  expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{14}$/);

  // The member signs in with it on the phone and is asked for a new password, nothing else.
  const memberContext = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const member = await memberContext.newPage();
  await member.goto('/login');
  await member.locator('input[name="username"]').fill(player.phone);
  await member.locator('input[name="password"]').fill(oneTimePassword);
  await member.getByTestId('login-submit').click();
  await expect(member).toHaveURL(/\/user\/new-password$/);
  await expect(member.getByTestId('new-password-page')).toBeVisible();
  await expect(member.getByTestId('change-password-old')).toHaveCount(0);
  await expect(member.getByTestId('menu-home')).toHaveCount(0);
  for (const locale of LOCALES) {
    await chooseLocale(member, locale);
    await screenshot(member, locale, 'member-new-password');
  }

  // Its session reads nothing but the password change: the wallet answers PASSWORD_CHANGE_REQUIRED,
  // and opening home sends the member back here.
  const limited = await member.evaluate(() => sessionStorage.getItem('token'));
  expect(limited).toBeTruthy();
  const wallet = await member.request.get(pathOf(homeApi.wallet), {
    headers: { authorization: `Bearer ${limited}` },
  });
  expect(wallet.status()).toBe(403);
  expect(await wallet.json()).toEqual({ message: 'PASSWORD_CHANGE_REQUIRED' });
  await member.goto('/user/home');
  await expect(member).toHaveURL(/\/user\/new-password$/);
  // After the reload the one-time password is no longer held: the screen asks for it too.
  await member.getByTestId('change-password-old').fill(oneTimePassword);

  const newPassword = 'lotus-harbour-58';
  await member.getByTestId('change-password-new').fill(newPassword);
  await member.getByTestId('change-password-confirm').fill(newPassword);
  await member.getByTestId('change-password-submit').click();
  await expect(member).toHaveURL(/\/user\/home$/);
  await expect(member.getByTestId('member-name')).toContainText(player.name);
  await screenshot(member, 'en', 'member-new-password-done');

  // The same session is a normal one now; the one-time password opens nothing, the new one does.
  const after = await member.request.get(pathOf(homeApi.wallet), {
    headers: { authorization: `Bearer ${limited}` },
  });
  expect(after.status()).toBe(200);
  const again = await member.request.post(pathOf(authApi.login), {
    data: { username: player.phone, password: oneTimePassword },
  });
  expect(again.status()).toBe(401);
  const normal = await member.request.post(pathOf(authApi.login), {
    data: { username: player.phone, password: newPassword },
  });
  expect(normal.ok()).toBe(true);
  expect(await normal.json()).not.toHaveProperty('mustChangePassword');
  await memberContext.close();
});
