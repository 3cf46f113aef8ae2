import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import { auditApi, pathOf } from '@wallet/contract';
import {
  chooseBackofficeLocale,
  memberToken,
  requestWithdrawal,
  signInDemoAdmin,
} from '../support/backoffice.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { LOCALES, newPhone, screenshot } from '../support/screens.ts';

// Operators work at a desk: the back-office is laid out for a desktop screen.
test.use({ viewport: { width: 1280, height: 860 } });

/** The approvals the audit trail holds for these withdrawals, read with the page's own operator token. */
async function approvalsOf(page: Page, memberId: string, references: string[]): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('backoffice-token'));
  const response = await page.request.get(pathOf(auditApi.search), {
    headers: { authorization: `Bearer ${token}` },
    params: { action: 'withdrawal.approve', memberId, limit: 100 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { entries } = (await response.json()) as { entries: { before: { reference?: string } | null }[] };
  return entries.filter((entry) => references.includes(entry.before?.reference ?? '')).length;
}

/**
 * Issue 27: a finance operator finds one member's withdrawals with the search, approves five at
 * once (each paid once, each audited once), and approves a sixth from the keyboard alone; the
 * decided rows stay with their outcome until the view is refreshed. Screens in th, la and en.
 */
test('back-office queues: bulk approve of 5 withdrawals pays each once; the keyboard path approves one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const player = await registerFundedPlayer(page.request, newPhone(), 5000);
  const token = await memberToken(page.request, player);
  const bulk: string[] = [];
  for (const amount of [101, 102, 103, 104, 105])
    bulk.push(await requestWithdrawal(page.request, token, amount));
  const byKeyboard = await requestWithdrawal(page.request, token, 106);

  await signInDemoAdmin(page);
  await chooseBackofficeLocale(page, 'en');
  await page.getByTestId('nav-queues').click();
  const queue = page.getByTestId('queue-withdrawals');
  // Only this member's withdrawals: the search by phone (other specs leave theirs waiting).
  await queue.getByTestId('search-member').fill(player.phone);
  await queue.getByTestId('search-submit').click();
  await expect(queue.getByTestId('withdrawal-row')).toHaveCount(6);
  const row = (reference: string) => queue.locator(`[data-reference="${reference}"]`);
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await expect(queue.getByTestId('queue-keys')).toBeVisible();
    await screenshot(page, locale, 'backoffice-queues-search-and-keys');
  }
  await chooseBackofficeLocale(page, 'en');

  // Bulk: tick the five, approve them with one reason.
  for (const reference of bulk) await row(reference).getByTestId('row-tick').check();
  await expect(queue.getByTestId('withdrawal-bulk-approve')).toContainText('(5)');
  await queue.getByTestId('withdrawal-bulk-approve').click();
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toContainText('5 withdrawals, 515.00');
  await screenshot(page, 'en', 'backoffice-queues-bulk-confirm', false);
  await dialog.getByTestId('confirm-reason').fill('Five checked against the bank names');
  await dialog.getByTestId('confirm-submit').click();
  await expect(dialog).toHaveCount(0);
  // Each stays on screen with its outcome; the waiting list itself no longer has them.
  for (const reference of bulk) {
    await expect(row(reference).getByText(/Paying|Paid/)).toBeVisible();
    await expect(row(reference).getByTestId('withdrawal-approve')).toHaveCount(0);
  }
  await expect(row(byKeyboard).getByTestId('withdrawal-approve')).toBeVisible();

  // The keyboard: J down to the sixth row, A opens its approval; only the reason is typed.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('k');
  for (let i = 0; i < 5; i++) await page.keyboard.press('j');
  await expect(row(byKeyboard)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('106.00');
  await confirm.getByTestId('confirm-reason').fill('Checked from the keyboard');
  await confirm.getByTestId('confirm-submit').click();
  await expect(confirm).toHaveCount(0);
  await expect(row(byKeyboard).getByText(/Paying|Paid/)).toBeVisible();
  // From the top: a full-page capture of a scrolled page draws the sticky sidebar where it was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await screenshot(page, locale, 'backoffice-queues-decided-kept');
  }
  await chooseBackofficeLocale(page, 'en');

  // Each withdrawal approved once (one audit row each), and each paid: the stage "Paid" after a refresh.
  const href = await row(byKeyboard).getByRole('link').first().getAttribute('href');
  const memberId = /\/members\/(\d+)/.exec(href ?? '')![1]!;
  expect(await approvalsOf(page, memberId, [...bulk, byKeyboard])).toBe(6);
  await queue.getByTestId('filter-stage').selectOption('PAID');
  await expect
    .poll(async () => {
      await queue.getByTestId('queue-refresh').click();
      return queue.getByTestId('withdrawal-row').count();
    })
    .toBe(6);
});
