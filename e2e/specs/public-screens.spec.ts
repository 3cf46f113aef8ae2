import { expect, test } from '../support/site-wide.ts';
import { latestOtp, setSiteSettings } from '../support/api.ts';
import { EVERY_LOCALE_SHOTS_MS, FLOW_MS, newPhone, screenshotInEveryLocale } from '../support/screens.ts';

test(`public screens (th, la, en)`, async ({ page }) => {
  // The flow's own budget and its 4 screens in th, la and en (issue 44).
  test.setTimeout(FLOW_MS + 4 * EVERY_LOCALE_SHOTS_MS);
  await page.goto('/login');
  await screenshotInEveryLocale(page, 'login');

  await page.getByTestId('menu-howto').click();
  await expect(page).toHaveURL(/\/howto$/);
  // The cards' posters load after the list itself (GET /api/lookup/howto): wait for them.
  await expect(page.getByTestId('howto-wallet')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshotInEveryLocale(page, 'howto');
  await page.getByTestId('howto-wallet').click();
  const video = page.getByTestId('howto-video');
  await expect(video).toBeVisible();
  // The clip is bundled: it loads with no network beyond this server.
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState))
    .toBeGreaterThanOrEqual(1);
  await screenshotInEveryLocale(page, 'howto-video');
  await page.keyboard.press('Escape');

  await page.getByTestId('menu-contact').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByTestId('app-version')).toContainText('1.1.14');
  await expect(page.getByTestId('line-link')).toBeVisible();
  await screenshotInEveryLocale(page, 'contact');
});

test('the contact page shows the chat widget slot instead of the LINE link when chat is on', async ({
  page,
  request,
}) => {
  await setSiteSettings(request, { enableChatWidget: true });
  try {
    await page.goto('/contact');
    await expect(page.getByTestId('chat-widget-slot')).toBeVisible();
    await expect(page.getByTestId('line-link')).toHaveCount(0);
    await expect(page.getByTestId('line-qr')).toHaveAttribute('data-fallback', 'true');
  } finally {
    await setSiteSettings(request, { enableChatWidget: false });
  }
});

test('the register link carries an invite code that makes the inviter field read-only', async ({ page }) => {
  await page.goto('/register?code=PR1');
  // The register screen is a lazy route: it stores the code once it has mounted, which may be
  // after the load event.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('code'))).toBe('PR1');
  const phone = newPhone();
  await page.locator('input[name="phoneNumber"]').fill(phone);
  await page.getByTestId('register-step-phone').locator('button[type="submit"]').click();
  const { code } = await latestOtp(page.request, phone);
  await page.locator('input[name="otpCode"]').fill(code);
  await page.getByTestId('register-step-otp').locator('button[type="submit"]').click();
  const invite = page.locator('input[name="inviteCode"]');
  await expect(invite).toHaveValue('PR1');
  await expect(invite).toHaveAttribute('readonly', /.*/);
});
