import { expect, test, type Page } from '@playwright/test';
import { pathOf, sandboxApi } from '@wallet/contract';
import {
  chooseLocale,
  EVERY_LOCALE_SHOTS_MS,
  FLOW_MS,
  LOCALES,
  newPhone,
  REPEATED_ACTION_MS,
  screenshot,
  screenshotInEveryLocale,
} from '../support/screens.ts';
import { payLiveQr, registerFundedPlayer, uploadSandboxSlip } from '../support/money.ts';
import { slipOpenNow } from '../support/slip-hours.ts';

async function login(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(phone);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
}

/**
 * The deposit channels a player uses: a QR paid through the sandbox gateway (balance pushed
 * without a reload), a bank-slip upload read and verified, a TrueMoney gift link; then the
 * statement with those rows and the slip-status modal. Walked once, each screen saved in th, la
 * and en (issue 44).
 */
test(`deposit: QR, slip, gift link, statement (th, la, en)`, async ({ page }) => {
  // The flow's own budget, its 5 screens in th, la and en, and the slip modals opened in each language.
  test.setTimeout(FLOW_MS + 5 * EVERY_LOCALE_SHOTS_MS + LOCALES.length * REPEATED_ACTION_MS);
  const player = await registerFundedPlayer(page.request, newPhone(), 100);
  // Slip upload closes daily at set hours: keep this run's clock outside them.
  expect((await page.request.put(pathOf(sandboxApi.settings), { data: { slip: slipOpenNow() } })).ok()).toBe(
    true,
  );
  await login(page, player.phone, player.password);
  await page.reload();
  await expect(page.getByTestId('wallet-amount')).toContainText('100.00');

  // QR: a quick amount, create, the QR with its countdown.
  await page.getByTestId('deposit-open').click();
  const modal = page.getByTestId('deposit-modal');
  await expect(modal).toBeVisible();
  await screenshotInEveryLocale(page, 'deposit-1-bank', false);
  await page.getByTestId('deposit-tab-qr').click();
  const panel = page.getByTestId('qr-panel-KBANK');
  await panel.getByTestId('qr-quick-KBANK').filter({ hasText: /^100$/ }).click();
  await panel.getByTestId('qr-create-KBANK').click();
  await expect(panel.getByTestId('qr-code-KBANK-countdown')).toHaveText(/^\d\d:\d\d$/);
  await screenshotInEveryLocale(page, 'deposit-2-qr', false);

  // The payer's bank pays it: the gateway's signed webhook credits the wallet, pushed to the page.
  await payLiveQr(page, 'KBANK');
  await expect(page.getByTestId('wallet-amount')).toContainText('200.00');

  // Bank slip: the sandbox bank prints a slip of a real transfer; upload it.
  await page.getByTestId('deposit-tab-bank').click();
  await uploadSandboxSlip(page, player, 50);
  // The outcome opens the result dialog where the member is looking (issue 28). Reading the
  // slip's QR takes a few seconds on a busy machine.
  await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success', {
    timeout: 30_000,
  });
  await page.getByTestId('result-dialog-close').click();
  await expect(page.getByTestId('slip-status')).toHaveAttribute('data-tone', 'success');
  await page.getByTestId('slip-result').scrollIntoViewIfNeeded();
  await screenshotInEveryLocale(page, 'deposit-3-slip', false);
  await expect(page.getByTestId('wallet-amount')).toContainText('250.00');

  // TrueMoney gift link.
  await page.getByTestId('deposit-tab-truewallet').click();
  const voucher = await page.request.post(pathOf(sandboxApi.voucher), { data: { amount: 20 } });
  const { link } = (await voucher.json()) as { link: string };
  await expect(page.getByTestId('truelink-send')).toBeDisabled();
  await page.getByTestId('truelink-input').fill(link);
  // The QR payment's toast may still show on a fast machine: the gift link's must be told apart.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await screenshotInEveryLocale(page, 'deposit-4-gift-link', false);
  await page.getByTestId('truelink-send').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page.getByTestId('wallet-amount')).toContainText('270.00');
  // The success toast would cover the statement's title in its screenshot.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await modal.getByTestId('modal-close').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('total-balance')).toContainText('270.00');

  // The statement lists every deposit, newest first, with its sign and status colour.
  await page.getByTestId('menu-statement').click();
  await expect(page).toHaveURL(/\/user\/statement$/);
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByTestId('statement-amount')).toContainText('+20.00');
  await expect(rows.first().getByTestId('statement-status')).toHaveAttribute('data-tone', 'success');
  await screenshotInEveryLocale(page, 'deposit-5-statement', false);

  // The slip list and its image, opened in each language: the language is chosen on the
  // statement, with no modal over its dropdown (ADR 0198: a switch behind them once stalled).
  const slips = page.getByTestId('slip-status-modal');
  const image = page.getByTestId('slip-image');
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await page.getByTestId('slip-status-open').click();
    await expect(slips.getByTestId('slip-row')).toHaveCount(1);
    await expect(slips.getByTestId('slip-amount')).toContainText('50.00');
    await screenshot(page, locale, 'deposit-6-slips', false);
    await slips.getByTestId('slip-view').click();
    await expect(page.getByTestId('slip-image-img')).toBeVisible();
    await expect
      .poll(() =>
        page.getByTestId('slip-image-img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(page, locale, 'deposit-7-slip-image', false);
    await image.getByTestId('modal-close').click();
    await expect(image).toHaveCount(0);
    await slips.getByTestId('modal-close').first().click();
    await expect(slips).toHaveCount(0);
  }
});
