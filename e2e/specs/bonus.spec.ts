import { expect, test } from '@playwright/test';
import { pathOf, sandboxApi } from '@wallet/contract';
import { chooseLocale, LOCALES, newPhone, screenshot } from '../support/screens.ts';
import { registerFundedPlayer } from '../support/money.ts';

/**
 * The bonus flow: deposit, take the demo WELCOME50 bonus (50 % of 1,000 = 500), search promotion
 * codes, see the withdrawal's deduction before confirming, then end the bonus once the balance
 * reaches its target ((1,000 + 500) × 2 = 3,000).
 */
for (const locale of LOCALES) {
  test(`bonus: activate, promotion search, withdraw deduction, clear (${locale})`, async ({ page }) => {
    const player = await registerFundedPlayer(page.request, newPhone(), 1000);
    await page.goto('/login');
    await chooseLocale(page, locale);
    await page.locator('input[name="username"]').fill(player.phone);
    await page.locator('input[name="password"]').fill(player.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.getByTestId('agreement-accept').click();
    await page.getByTestId('bonus-conditions-open').click();
    await expect(page).toHaveURL(/\/user\/bonus$/);

    await expect(page.getByTestId('bonus-card-WELCOME50')).toBeVisible();
    await expect(page.getByTestId('bonus-active')).toHaveCount(0);
    await screenshot(page, locale, 'bonus-1-list', false);

    // The details modal, then take it.
    await page.getByTestId('bonus-card-WELCOME50').click();
    const details = page.getByTestId('bonus-details');
    await expect(details).toBeVisible();
    await screenshot(page, locale, 'bonus-2-details', false);
    await details.getByTestId('bonus-receive').click();
    await page.getByTestId('bonus-take-confirm-confirm').click();
    await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
    await expect(page.getByTestId('result-dialog-message')).toContainText('500.00');
    await page.getByTestId('result-dialog-close').click();
    const active = page.getByTestId('bonus-active');
    await expect(active).toContainText('WELCOME50');
    await expect(active).toContainText('3,000.00');
    await expect(page.getByTestId('bonus-notice')).toContainText('50%');
    await screenshot(page, locale, 'bonus-3-active', false);

    // Promotion codes: upper-cased, not found, then found in its modal.
    await page.getByTestId('promotion-code').fill('nope');
    await expect(page.getByTestId('promotion-code')).toHaveValue('NOPE');
    await page.getByTestId('promotion-search').click();
    await expect(page.getByTestId('promotion-not-found')).toBeVisible();
    await screenshot(page, locale, 'bonus-4-not-found', false);
    await page.getByTestId('promotion-code').fill('lucky100');
    await page.getByTestId('promotion-search').click();
    const promotion = page.getByTestId('promotion-modal');
    await expect(promotion).toContainText('LUCKY100');
    await screenshot(page, locale, 'bonus-5-promotion', false);
    // A bonus is held: the server refuses a second one, and the alert carries its message.
    await promotion.getByTestId('promotion-activate').click();
    await page.getByTestId('bonus-take-confirm-confirm').click();
    await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'error');
    await page.getByTestId('result-dialog-close').click();
    await promotion.getByTestId('modal-close').click();

    // Too early to end it: the button is disabled and says why (issue 42).
    await expect(page.getByTestId('bonus-clear')).toBeDisabled();
    await expect(page.getByTestId('bonus-clear-why')).toContainText('3,000.00');

    // The withdraw modal shows the deduction before the member confirms: 1,500 before the target
    // pays 1,250 (50 % of the 500 bonus stays).
    await page.goto('/user/home');
    await page.getByTestId('withdraw-open').click();
    await page.getByTestId('withdraw-amount').fill('1500');
    await expect(page.getByTestId('withdraw-bonus-preview')).toContainText('1,250.00');
    await expect(page.getByTestId('withdraw-bonus-preview')).toContainText('250.00');
    await screenshot(page, locale, 'bonus-6-withdraw-deduction', false);
    await page.getByTestId('withdraw-modal').getByTestId('modal-close').click();

    // Another deposit brings the balance to the target; now it ends.
    const credited = await page.request.post(pathOf(sandboxApi.credit), {
      data: { username: player.phone, amount: 1500 },
    });
    expect(credited.ok()).toBe(true);
    await page.getByTestId('bonus-conditions-open').click();
    await page.getByTestId('bonus-clear').click();
    await page.getByTestId('bonus-end-confirm-confirm').click();
    await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
    await screenshot(page, locale, 'bonus-7-cleared', false);
    await page.getByTestId('result-dialog-close').click();
    await expect(page.getByTestId('bonus-active')).toHaveCount(0);
  });
}
