import { expect, test } from '@playwright/test';
import {
  adjustmentApi,
  IDEMPOTENCY_HEADER,
  accountOperatorApi,
  pathOf,
  sandboxApi,
  type MemberSearchReply,
} from '@wallet/contract';
import { randomUUID } from 'node:crypto';
import {
  chooseBackofficeLocale,
  confirmWithReason,
  operatorTokenOf,
  signInOperator,
} from '../support/backoffice.ts';
import { otpTextedTo, startProductionServer } from '../support/production-server.ts';
import { registerThroughWizard } from '../support/register-flow.ts';
import { chooseLocale, LOCALES, logIn, newPhone, screenshot } from '../support/screens.ts';

/**
 * Issue 39 (ADR 0192): a production start, with no sandbox part at all (manual payout and
 * TrueMoney; SMS, slip verifier, QR gateway and game bridge are fakes at their base URLs), serves a
 * member from registration to a paid withdrawal. Its own server and database on another port: it
 * runs beside the other flows. One walk, on the build the run already made.
 */
test('production start: a member registers, is credited, withdraws, and sees the withdrawal paid', async ({
  browser,
}) => {
  // A server start (its own embedded database) besides the walk: budgets for a loaded machine.
  test.setTimeout(480_000);
  const server = await startProductionServer();
  const member = await browser.newContext({ baseURL: server.url });
  const desk = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
  try {
    const page = await member.newPage();
    // No sandbox: its API is not served.
    const sandbox = await page.request.get(pathOf(sandboxApi.sms, { phone: '0812345678' }));
    expect(sandbox.status()).toBe(404);

    // Registration, the code read where the SMS gateway was asked to send it.
    const phone = newPhone();
    const registered = await registerThroughWizard(page, 'en', phone, `8${phone.slice(2)}0`, {
      otp: (to) => otpTextedTo(server.vendors.sms, to),
      screenshots: false,
    });

    // The first admin, made by the shell, signs in with its authenticator code.
    const operator = await desk.newPage();
    await operator.goto('/backoffice/');
    await signInOperator(operator, server.admin);
    // Its system check (ADR 0192): every vendor answers its harmless call at its fake.
    await operator.goto('/backoffice/settings/doctor');
    await operator.getByTestId('doctor-run').click();
    const lines = operator.locator('[data-testid^="doctor-line-"]');
    await expect(lines).toHaveCount(6);
    await expect(lines.locator('[data-tone="bad"]')).toHaveCount(0);
    await expect(operator.getByTestId('doctor-line-SMS gateway (twilio)')).toContainText('20.00 USD');
    await expect(operator.getByTestId('doctor-line-slip verifier (easyslip)')).toContainText('quota');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(operator, locale);
      await screenshot(operator, locale, 'backoffice-settings-doctor');
    }
    await chooseBackofficeLocale(operator, 'en');
    const headers = { authorization: `Bearer ${await operatorTokenOf(operator)}` };
    const found = await operator.request.get(pathOf(accountOperatorApi.search), {
      headers,
      params: { q: phone },
    });
    expect(found.ok(), await found.text()).toBe(true);
    const memberId = ((await found.json()) as MemberSearchReply).members[0]!.id;
    // Money in: an operator credit (under the second-approver limit, one operator applies it).
    const credit = await operator.request.post(pathOf(adjustmentApi.requestAdjustment), {
      headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID().replace(/-/g, '') },
      data: { memberId, direction: 'credit', amount: 500, reason: 'Bank transfer checked by hand' },
    });
    expect(credit.ok(), await credit.text()).toBe(true);

    // The member withdraws 300 baht.
    await logIn(page, 'en', phone, registered.password);
    await expect(page.getByTestId('wallet-amount')).toContainText('500.00');
    await page.getByTestId('withdraw-open').click();
    await page.getByTestId('withdraw-amount').fill('300');
    await page.getByTestId('withdraw-submit').click();
    const result = page.getByTestId('result-dialog');
    await expect(result).toHaveAttribute('data-kind', 'success');
    await page.getByTestId('result-dialog-close').click();
    await expect(page.getByTestId('wallet-amount')).toContainText('200.00');

    // The operator approves it on the queue, then records it paid on the manual payout desk.
    await operator.goto('/backoffice/queues/withdrawals');
    const queue = operator.getByTestId('queue-withdrawals');
    await queue.getByTestId('search-member').fill(phone);
    await queue.getByTestId('search-submit').click();
    const row = queue.locator('[data-reference]').filter({ hasText: '300.00' });
    await expect(row).toHaveCount(1);
    const reference = (await row.getAttribute('data-reference'))!;
    await row.getByTestId('withdrawal-approve').click();
    await confirmWithReason(operator, 'Bank name matches the member');
    // Approved is not paid: on the manual rail it waits for finance to pay it and say so.
    await page.goto('/user/statement');
    const withdrawal = page.getByTestId('statement-row').filter({ hasText: '300.00' });
    await expect(withdrawal.getByTestId('statement-status')).toHaveAttribute('data-tone', 'pending');
    const payout = operator.locator(`[data-testid="manual-payout-row"][data-reference="${reference}"]`);
    // The desk with the payout waiting and the bulk payment files beside it, in each language (issue 41).
    await expect(payout).toBeVisible();
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(operator, locale);
      await expect(operator.getByTestId('payout-files')).toBeVisible();
      await screenshot(operator, locale, 'backoffice-payout-desk');
    }
    await payout.getByTestId('manual-payout-paid').click();
    const dialog = operator.getByTestId('manual-payout-dialog');
    await dialog.getByTestId('manual-payout-reference').fill('KTB 20261129 000123');
    await dialog.getByTestId('manual-payout-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(payout).toHaveCount(0);

    // The member sees it paid, in each language.
    await page.reload();
    await expect(withdrawal.getByTestId('statement-status')).toHaveAttribute('data-tone', 'success');
    for (const locale of LOCALES) {
      await chooseLocale(page, locale);
      await expect(withdrawal.getByTestId('statement-status')).toHaveAttribute('data-tone', 'success');
      await screenshot(page, locale, 'production-withdrawal-paid');
    }
  } finally {
    await Promise.all([member.close(), desk.close()]);
    await server.stop();
  }
});
