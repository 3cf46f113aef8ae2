import { expect, test } from '../support/site-wide.ts';
import { pathOf, sandboxApi } from '@wallet/contract';
import {
  chooseBackofficeLocale,
  confirmWithReason,
  freshCode,
  lockOperatorSignIn,
  memberToken,
  requestWithdrawal,
  signInDemoAdmin,
  signInOperator,
  uploadUndecidedSlip,
} from '../support/backoffice.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { LOCALES, newPhone, screenshot } from '../support/screens.ts';
import { slipOpenNow } from '../support/slip-hours.ts';

// Operators work at a desk: the back-office is laid out for a desktop screen.
test.use({ viewport: { width: 1280, height: 860 } });

/**
 * An operator's shift: sign in with TOTP, approve one withdrawal and reject another, credit a
 * slip the verifier could not decide after looking at its image, and lock a member, who is
 * logged out of the member site. Screens are captured in every language.
 */
test('back-office: TOTP sign-in, withdrawals, a slip review, locking a member', async ({ page, browser }) => {
  // One shift in one test: a TOTP code is good once, so the flow signs in once and walks every
  // screen in three languages, which takes longer than the default 90 s on a loaded machine.
  test.setTimeout(300_000);
  const player = await registerFundedPlayer(page.request, newPhone(), 2000);
  expect((await page.request.put(pathOf(sandboxApi.settings), { data: { slip: slipOpenNow() } })).ok()).toBe(
    true,
  );
  const token = await memberToken(page.request, player);
  const toReject = await requestWithdrawal(page.request, token, 200);
  const slipReference = await uploadUndecidedSlip(page.request, token, player, 150);

  // The member is signed in on the member site, in a browser of their own.
  const memberContext = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await memberPage.locator('input[name="username"]').fill(player.phone);
  await memberPage.locator('input[name="password"]').fill(player.password);
  await memberPage.getByTestId('login-submit').click();
  await expect(memberPage).toHaveURL(/\/user\/home$/);

  await page.goto('/backoffice/');
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await screenshot(page, locale, 'backoffice-0-sign-in');
  }
  await chooseBackofficeLocale(page, 'en');
  // One form: username, password and the authenticator's code together.
  await signInDemoAdmin(page, () => screenshot(page, 'en', 'backoffice-sign-in-filled'));

  // Withdrawals: one waits; another asked for while the queue is open appears without a reload.
  await page.getByTestId('nav-queues').click();
  const queue = page.getByTestId('queue-withdrawals');
  const rejectRow = queue.locator(`[data-reference="${toReject}"]`);
  await expect(rejectRow).toContainText('200.00');
  // Flows before this one may have left withdrawals waiting: the count grows by the one asked now.
  // The count is the queues' summary, a read of its own: it shows "…" until that answer comes.
  const count = page.getByTestId('queue-count-withdrawals');
  await expect(count).toHaveText(/^\d+$/);
  const waiting = Number(await count.textContent());
  const toApprove = await requestWithdrawal(page.request, token, 300);
  const approveRow = queue.locator(`[data-reference="${toApprove}"]`);
  await expect(approveRow).toContainText('300.00');
  await expect(count).toHaveText(String(waiting + 1));
  await screenshot(page, 'en', 'backoffice-queue-withdrawals');
  await approveRow.getByTestId('withdrawal-approve').click();
  await screenshot(page, 'en', 'backoffice-confirm-approve', false);
  await confirmWithReason(page, 'Bank account name matches the member');
  // A decided row stays with its outcome until the view is refreshed (issue 27).
  await expect(approveRow.getByText(/Paying|Paid/)).toBeVisible();
  await expect(approveRow.getByTestId('withdrawal-approve')).toHaveCount(0);
  await rejectRow.getByTestId('withdrawal-reject').click();
  await confirmWithReason(page, 'Second withdrawal in a minute: asked the member to call');
  await expect(rejectRow).toContainText('Rejected');
  await page.getByTestId('queue-refresh').click();
  await expect(rejectRow).toHaveCount(0);
  await expect(approveRow).toHaveCount(0);
  await page.getByTestId('filter-stage').selectOption('');
  await expect(approveRow.getByText(/Paying|Paid/)).toBeVisible();
  await expect(rejectRow).toContainText('Rejected');

  // Deposit reviews: open the slip, look at the image, credit it.
  await page.getByTestId('tab-depositReviews').click();
  const review = page.getByTestId('queue-deposit-reviews').locator(`[data-reference="${slipReference}"]`);
  await expect(review).toBeVisible();
  await review.getByTestId('review-open').click();
  const slipImage = page.getByTestId('review-slip');
  await expect(slipImage).toBeVisible();
  await expect
    .poll(() => slipImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const amountField = page.getByTestId('review-amount');
  if (await amountField.isVisible()) await amountField.fill('150');
  await screenshot(page, 'en', 'backoffice-review-slip', false);
  await page.getByTestId('review-approve').click();
  await confirmWithReason(page, 'Slip checked against the bank statement');
  await expect(page.getByTestId('review-dialog')).toHaveCount(0);
  await expect(review).toContainText('Credited');

  // Members: find the player by phone, open the page, lock them.
  await page.getByTestId('nav-members').click();
  await page.getByTestId('member-search-input').fill(player.phone);
  await page.getByTestId('member-search-submit').click();
  await page.getByTestId('member-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('member-name')).toContainText(player.name);
  // 2,000 in, 300 paid out (or held while paying), 200 back, 150 credited from the slip.
  await expect(page.getByTestId('member-wallet')).toContainText('1,850.00');
  await page.getByTestId('member-lock').click();
  await confirmWithReason(page, 'Member asked to close the account by phone');
  await expect(page.getByTestId('member-status')).toContainText('Locked');

  // The member is logged out of the member site.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login$/);
  await memberContext.close();

  // A note and a tag on the member (ADR 0182), shown on the member page's screenshots below.
  await page.getByTestId('member-tag-box-WATCH').check();
  await page.getByTestId('member-tags-save').click();
  await page
    .getByTestId('member-note-input')
    .fill('Asked by phone to close the account; call back on Monday.');
  await page.getByTestId('member-note-save').click();
  await expect(page.getByTestId('member-note').first()).toContainText('call back on Monday');

  // Every screen in every language.
  const memberPath = new URL(page.url()).pathname;
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await page.goto('/backoffice/queues/withdrawals');
    await page.getByTestId('filter-stage').selectOption('');
    await expect(page.getByTestId('withdrawal-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-1-withdrawals');
    await page.goto('/backoffice/queues/deposit-reviews');
    await page.getByTestId('filter-status').selectOption('');
    await expect(page.getByTestId('review-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-2-deposit-reviews');
    await page.goto('/backoffice/queues/adjustments');
    await screenshot(page, locale, 'backoffice-3-adjustments');
    await page.goto('/backoffice/adjustments/new');
    await screenshot(page, locale, 'backoffice-4-adjustment-form');
    await page.goto(memberPath);
    await expect(page.getByTestId('movement-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-5-member');
    await page.getByTestId('tab-audit').click();
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-6-member-audit');
    await page.getByTestId('tab-devices').click();
    await expect(page.getByTestId('member-seen').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-6-member-devices');
    await page.getByTestId('tab-totals').click();
    await screenshot(page, locale, 'backoffice-6-member-totals');
    await page.goto(`/backoffice/members?q=${player.phone}`);
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-7-member-search');
    await page.goto('/backoffice/audit');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-8-audit');
    await page.goto('/backoffice/operators');
    await expect(page.getByTestId('operator-row').first()).toBeVisible();
    await screenshot(page, locale, 'backoffice-9-operators');
  }

  // A tablet held upright: the menu becomes a bar across the top, tables keep their columns.
  await page.setViewportSize({ width: 820, height: 1180 });
  await chooseBackofficeLocale(page, 'th');
  await page.goto(memberPath);
  await expect(page.getByTestId('movement-row').first()).toBeVisible();
  await screenshot(page, 'th', 'backoffice-tablet-member');
  await page.goto('/backoffice/queues/withdrawals');
  await page.getByTestId('filter-stage').selectOption('');
  await expect(page.getByTestId('withdrawal-row').first()).toBeVisible();
  await screenshot(page, 'th', 'backoffice-tablet-withdrawals');

  // A new finance operator (ADR 0129): the admin gets a one-time enrolment link, never a password
  // or a secret, and passes it on; the operator opens it at their own desk, scans the secret,
  // chooses a password and confirms with the app's first code, then signs in on the one form.
  await page.setViewportSize({ width: 1280, height: 860 });
  await chooseBackofficeLocale(page, 'en');
  await page.goto('/backoffice/operators');
  await page.getByTestId('operator-create').click();
  const username = `fin${Date.now() % 1_000_000}`;
  await page.getByTestId('operator-username').fill(username);
  await page.getByTestId('operator-name-input').fill('Finance Desk');
  await page.getByTestId('operator-role-select').selectOption('finance');
  await expect(page.getByTestId('operator-password')).toHaveCount(0);
  await page.getByTestId('operator-reason').fill('New finance shift lead');
  await page.getByTestId('operator-create-submit').click();
  const linkDialog = page.getByTestId('enrolment-link');
  await expect(linkDialog).toBeVisible();
  await expect(linkDialog.getByTestId('totp-secret')).toHaveCount(0);
  await screenshot(page, 'en', 'backoffice-enrolment-link', false);
  const enrolUrl = (await linkDialog.getByTestId('enrolment-link-url').textContent())!.trim();
  expect(enrolUrl).toMatch(/\/backoffice\/enrol\/[A-Za-z0-9_-]{40,}$/);
  await linkDialog.getByTestId('enrolment-link-done').click();
  // The list says the link is not used yet, and who asked.
  const newRow = page.locator(`[data-testid="operator-row"][data-username="${username}"]`);
  await expect(newRow.getByTestId('operator-pending')).toContainText('Demo admin');

  const enrolDesk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const enrolPage = await enrolDesk.newPage();
  await enrolPage.goto(enrolUrl);
  const enrolForm = enrolPage.getByTestId('enrol-page');
  await expect(enrolForm.getByTestId('enrol-username')).toContainText(username);
  await expect
    .poll(() => enrolForm.getByTestId('totp-qr').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(enrolPage, locale);
    await screenshot(enrolPage, locale, 'backoffice-enrol-link-page', false);
  }
  const secret = (await enrolForm.getByTestId('totp-secret').textContent())!.trim();
  await enrolForm.locator('input[name="password"]').fill('finance-pass-123');
  await enrolForm
    .locator('input[name="totp"]')
    .fill(await freshCode(new URL(enrolPage.url()).origin, username, secret));
  await enrolForm.getByTestId('enrol-submit-link').click();
  await expect(enrolPage.getByTestId('enrol-done')).toBeVisible();
  await expect(enrolPage.getByTestId('enrol-waits')).toHaveCount(0);
  // Used: the same link opens nothing any more.
  await enrolPage.goto(enrolUrl);
  await expect(enrolPage.getByTestId('enrol-page')).toBeVisible();
  await expect(enrolPage.getByTestId('enrol-submit-link')).toHaveCount(0);
  await enrolDesk.close();

  // Someone guesses at the new operator's password: its sign-in locks, and the operator at
  // another desk is told how long to wait, in their language.
  await lockOperatorSignIn(page.request, username);
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const deskPage = await desk.newPage();
  await deskPage.goto('/backoffice/');
  await chooseBackofficeLocale(deskPage, 'th');
  await signInOperator(deskPage, { username, password: 'finance-pass-123', totpSecret: secret }, undefined, {
    refused: true,
  });
  await expect(deskPage.getByTestId('sign-in-error')).toContainText(/ลองใหม่ในอีก \d+ นาที/);
  await screenshot(deskPage, 'th', 'backoffice-sign-in-locked', false);

  // The admin sees the lock on the operators screen and clears it, with a reason.
  await page.reload();
  const financeRow = page.locator(`[data-testid="operator-row"][data-username="${username}"]`);
  await expect(financeRow.getByTestId('operator-locked')).toBeVisible();
  await screenshot(page, 'en', 'backoffice-operator-locked');
  await financeRow.getByTestId('operator-unlock').click();
  await confirmWithReason(page, 'Called the desk: the operator did not make these attempts');
  await expect(financeRow.getByTestId('operator-locked')).toHaveCount(0);

  await desk.close();

  // Unlocked, the operator signs in at once, on the one form, with the app's code.
  await page.getByTestId('sign-out').click();
  await signInOperator(page, { username, password: 'finance-pass-123', totpSecret: secret });
  await expect(page.getByTestId('operator-name')).toContainText('Finance Desk');
  await expect(page.getByTestId('nav-queues')).toBeVisible();
  await expect(page.getByTestId('nav-operators')).toHaveCount(0);
  await expect(page.getByTestId('nav-audit')).toHaveCount(0);
});
