import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import {
  operatorAuthApi,
  pathOf,
  sandboxApi,
  settingsOperatorApi,
  type OperatorLoginReply,
  type SettingGroupValues,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
import {
  chooseBackofficeLocale,
  confirmSettingChange,
  confirmWithReason,
  createOperator,
  freshCode,
  serverOf,
  memberToken,
  operatorApiToken,
  operatorTokenOf,
  requestWithdrawal,
  saveWaitingSettings,
  seasonedAdmin,
  signInDemoAdmin,
  signInOperator,
  type Operator,
} from '../support/backoffice.ts';
import { demoFinanceOperators } from '../../apps/server/src/demo-data.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { LOCALES, newPhone, screenshot } from '../support/screens.ts';

// Operators work at a desk: the back-office is laid out for a desktop screen.
test.use({ viewport: { width: 1280, height: 860 } });

/** An operator of their own browser, signed in, on the withdrawals queue searched for one member. */
async function operatorAtQueue(page: Page, operator: Operator, phone: string) {
  await page.goto('/backoffice/');
  await signInOperator(page, operator);
  await chooseBackofficeLocale(page, 'en');
  await page.goto('/backoffice/queues/withdrawals');
  const queue = page.getByTestId('queue-withdrawals');
  await queue.getByTestId('search-member').fill(phone);
  await queue.getByTestId('search-submit').click();
  return queue;
}

/**
 * ADR 0106: an admin sets the amount above which a withdrawal needs two operators; one operator's
 * approval leaves it waiting (the queue says by whom), that operator cannot give the second, and
 * another operator's approval pays it. ADR 0129: the second approver is independent of the first
 * and of the admin who made it: an operator the shell (the demo seed) made a week ago, outside the
 * window; another operator the admin makes now is refused (too new, and the admin's).
 */
test('withdrawal approval: above the admin-set amount, two different operators approve before it is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInDemoAdmin(page);
  const adminToken = await operatorTokenOf(page);
  const headers = { authorization: `Bearer ${adminToken}` };
  const read = await page.request.get(pathOf(settingsOperatorApi.withdraw.read), { headers });
  const before = ((await read.json()) as SettingGroupValues<'withdraw'>).withdrawApproval;

  const desks = await Promise.all(
    [1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 860 } })),
  );
  try {
    // The admin: operators approve, and above 1,000 baht two of them.
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('tab-withdraw').click();
    await page.getByTestId('setting-withdrawApproval.mode').selectOption('operator');
    await page.getByTestId('setting-withdrawApproval.secondApproverAboveBaht').fill('1000');
    // A money-control setting (ADR 0130): it waits until a second admin confirms it.
    const pending = await saveWaitingSettings(page, 'Two operators above 1,000 baht from today');
    const secondAdmin = await seasonedAdmin(page.request, 'E2E Second Admin');
    await confirmSettingChange(page.request, await operatorApiToken(page.request, secondAdmin), pending.id);
    await page.reload();
    await expect(page.getByTestId('setting-withdrawApproval.secondApproverAboveBaht')).toHaveValue('1000');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(page, locale);
      await screenshot(page, locale, 'backoffice-settings-withdraw-approval');
    }

    // The first approver: a finance operator the admin makes now; it enrols through its link.
    const first = await createOperator(page.request, adminToken, 'finance', 'E2E First Approver');
    // The second: the seeded demo finance operator, made by the shell a week ago (ADR 0129).
    const second = demoFinanceOperators[0]!;
    // Another operator the admin makes now cannot be the second: too new, and the admin's.
    const puppet = await createOperator(page.request, adminToken, 'finance', 'E2E Puppet');

    const player = await registerFundedPlayer(page.request, newPhone(), 3000);
    const reference = await requestWithdrawal(page.request, await memberToken(page.request, player), 1500);

    // The first operator approves: the withdrawal stays waiting, marked with their approval.
    const firstPage = await desks[0]!.newPage();
    const firstQueue = await operatorAtQueue(firstPage, first, player.phone);
    const row = firstQueue.locator(`[data-reference="${reference}"]`);
    await expect(row).toContainText('1,500.00');
    await row.getByTestId('withdrawal-approve').click();
    await confirmWithReason(firstPage, 'Bank name matches; large amount, second approver needed');
    await expect(row.getByTestId('withdrawal-first-approval')).toContainText('E2E First Approver');
    await expect(row).toContainText('Waiting');
    // The same operator cannot give the second approval: the row says so in place of the button.
    await expect(row.getByTestId('withdrawal-approve')).toHaveCount(0);
    await expect(row).toContainText('You gave the first approval: another operator approves');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(firstPage, locale);
      await screenshot(firstPage, locale, 'backoffice-withdrawal-first-approval');
    }
    // Nor through the API: the server changes nothing and the item still waits.
    const firstToken = await operatorTokenOf(firstPage);
    const page1 = await firstPage.request.get(pathOf(withdrawalQueueApi.withdrawals), {
      headers: { authorization: `Bearer ${firstToken}` },
      params: { reference, limit: 10 },
    });
    const item = ((await page1.json()) as { items: WithdrawalItem[] }).items[0]!;
    const again = await firstPage.request.post(
      pathOf(withdrawalQueueApi.approveWithdrawal, { withdrawalId: item.id }),
      {
        headers: { authorization: `Bearer ${firstToken}` },
        data: { reason: 'approving twice' },
      },
    );
    expect(again.status()).toBe(200);
    expect((await again.json()) as WithdrawalItem).toMatchObject({
      stage: 'AWAITING_APPROVAL',
      decidedBy: null,
    });

    // The admin's other new operator is refused as the second approver, with the reason.
    const puppetLogin = await page.request.post(pathOf(operatorAuthApi.login), {
      data: {
        username: puppet.username,
        password: puppet.password,
        totp: await freshCode(await serverOf(page.request), puppet.username, puppet.totpSecret),
      },
    });
    expect(puppetLogin.status(), await puppetLogin.text()).toBe(200);
    const puppetToken = ((await puppetLogin.json()) as OperatorLoginReply).token;
    const refused = await page.request.post(
      pathOf(withdrawalQueueApi.approveWithdrawal, { withdrawalId: item.id }),
      {
        headers: { authorization: `Bearer ${puppetToken}` },
        data: { reason: 'approving for the admin' },
      },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'APPROVER_TOO_NEW' });

    // A second operator sees whose approval it has, approves, and it is paid.
    const secondPage = await desks[1]!.newPage();
    const secondQueue = await operatorAtQueue(secondPage, second, player.phone);
    const secondRow = secondQueue.locator(`[data-reference="${reference}"]`);
    await expect(secondRow.getByTestId('withdrawal-first-approval')).toContainText('E2E First Approver');
    await screenshot(secondPage, 'en', 'backoffice-withdrawal-second-approver');
    await secondRow.getByTestId('withdrawal-approve').click();
    await confirmWithReason(secondPage, 'Second approval: checked the member and the account');
    await expect(secondRow.getByText(/Paying|Paid/)).toBeVisible();
    await secondQueue.getByTestId('filter-stage').selectOption('PAID');
    await expect
      .poll(async () => {
        await secondQueue.getByTestId('queue-refresh').click();
        return secondRow.count();
      })
      .toBe(1);
    await expect(secondRow).toContainText(second.name);
  } finally {
    await Promise.all(desks.map((desk) => desk.close()));
    // Put back as found, past the two admins (the sandbox's switch).
    const restored = await page.request.put(pathOf(sandboxApi.settings), {
      data: { withdrawApproval: before },
    });
    expect(restored.ok()).toBe(true);
  }
});
