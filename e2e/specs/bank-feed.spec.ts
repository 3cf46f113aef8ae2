import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import {
  accountApi,
  bankFeedApi,
  accountOperatorApi,
  pathOf,
  sandboxApi,
  type AutoAmountReply,
} from '@wallet/contract';
import {
  EVERY_LOCALE_SHOTS_MS,
  FLOW_MS,
  LOCALES,
  newPhone,
  screenshot,
  screenshotInEveryLocale,
} from '../support/screens.ts';
import { registerFundedPlayer, type Player } from '../support/money.ts';
import {
  chooseBackofficeLocale,
  confirmWithReason,
  createOperator,
  memberToken,
  operatorTokenOf,
  signInDemoAdmin,
  signInOperator,
} from '../support/backoffice.ts';
import { demoFinanceOperators } from '../../apps/server/src/demo-data.ts';

/** The demo's KBANK account in AUTO mode (settings `deposit`). */
const SITE_KBANK_AUTO = '0481234567';
/** The demo's SCB account: its SMS shows the sender's bank and the last six digits of the account. */
const SITE_SCB = '4051234567';

async function memberIdOf(page: Page, token: string): Promise<number> {
  const profile = await page.request.get(pathOf(accountApi.profile), {
    headers: { authorization: `Bearer ${token}` },
  });
  return Number(((await profile.json()) as { _id: string })._id);
}

async function walletOf(page: Page, token: string): Promise<number> {
  const wallet = await page.request.get('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
  return ((await wallet.json()) as { wallet: { amount: number } }).wallet.amount;
}

async function login(page: Page, player: Player) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(player.phone);
  await page.locator('input[name="password"]').fill(player.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
}

/**
 * Automatic bank deposits (issue 23): the member asks for a unique amount in the deposit modal,
 * the sandbox bank's SMS of that transfer reaches the feed, and the balance on home rises
 * without a reload and without a slip.
 */
test("bank feed: a unique amount credited from the bank's SMS (th, la, en)", async ({ page }) => {
  // The flow's own budget and its 2 screens in th, la and en (issue 44).
  test.setTimeout(FLOW_MS + 2 * EVERY_LOCALE_SHOTS_MS);
  const player = await registerFundedPlayer(page.request, newPhone(), 100);
  await page.goto('/login');
  await login(page, player);
  await page.reload();
  await expect(page.getByTestId('wallet-amount')).toContainText('100.00');

  await page.getByTestId('deposit-open').click();
  await expect(page.getByTestId('auto-guide')).toBeVisible();
  await page.getByTestId('auto-amount-input').fill('500');
  await page.getByTestId('auto-amount-ask').click();
  const value = page.getByTestId('auto-amount-value');
  await expect(value).toHaveText(/^500\.\d\d$/);
  await expect(page.getByTestId('auto-amount-countdown')).toHaveText(/^0[45]:\d\d$/);
  await page.getByTestId('auto-amount-reserved').scrollIntoViewIfNeeded();
  await screenshotInEveryLocale(page, 'bank-feed-1-auto-amount', false);

  const amount = Number(await value.textContent());
  // A stranger's account: a KBANK SMS shows no sender, only the unique amount tells who it is.
  const sent = await page.request.post(pathOf(sandboxApi.bankTransfer), {
    data: {
      fromBankCode: 'SCB',
      fromAccountNo: '9990001234',
      toAccountNo: SITE_KBANK_AUTO,
      amount,
      via: 'notification',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect(page.getByTestId('wallet-amount')).toContainText((100 + amount).toFixed(2));
  // Issue 42: the card itself says paid, as the QR does, and a toast tells it too.
  const paid = page.getByTestId('auto-amount-paid');
  await expect(paid).toContainText(amount.toFixed(2));
  await expect(page.getByTestId('auto-amount-countdown')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toBeVisible();
  await paid.scrollIntoViewIfNeeded();
  await screenshotInEveryLocale(page, 'bank-feed-2-auto-paid', false);
});

/**
 * An SMS no parser reads reaches the operators' queue with its text; an admin adds the phone
 * (its key shown once), and an operator matches the message to the member by hand.
 */
test('bank feed: an unparsed SMS is matched to the member by an operator', async ({ page }) => {
  const player = await registerFundedPlayer(page.request, newPhone(), 1);
  const token = await memberToken(page.request, player);
  const profile = await page.request.get(pathOf(accountApi.profile), {
    headers: { authorization: `Bearer ${token}` },
  });
  const memberId = ((await profile.json()) as { _id: string })._id;

  await signInDemoAdmin(page);
  await page.goto('/backoffice/bank-feed');
  await expect(page.getByTestId('bank-feed-health')).toBeVisible();
  const devices = page.getByTestId('bank-feed-devices');
  await devices.locator('input').fill('e2e phone');
  await devices.getByRole('button').last().click();
  const header = (await page.getByTestId('secret-value').textContent()) ?? '';
  const key = header.replace(/^x-device-key:\s*/, '');
  await page.getByTestId('secret-once').getByRole('button').last().click();

  const text = `ธนาคารทดสอบ แจ้งยอดเงินเข้า ${Date.now()} จำนวน 321.09 บาท`;
  const forwarded = await page.request.post(pathOf(bankFeedApi.notification), {
    headers: { 'x-device-key': key },
    data: { from: 'TESTBANK', text },
  });
  expect(forwarded.ok(), await forwarded.text()).toBe(true);

  await page.reload();
  const row = page.getByTestId('bank-feed-row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await screenshot(page, 'en', 'bank-feed-3-queue');
  await row.getByTestId('bank-feed-match').click();
  await expect(page.getByTestId('bank-feed-message')).toContainText(text);
  // The member is picked from the directory's matches, shown with phone, bank and balance (ADR 0163).
  await page.getByTestId('bank-feed-member').fill(`#${memberId}`);
  await page.getByTestId('bank-feed-member-option').first().click();
  await expect(page.getByTestId('bank-feed-member-picked')).toContainText(`#${memberId}`);
  await page.getByTestId('bank-feed-amount').fill('321.09');
  await page.getByTestId('bank-feed-account').fill(SITE_KBANK_AUTO);
  await page.getByTestId('bank-feed-next').click();
  await page.getByTestId('confirm-reason').fill('Read the SMS by hand');
  await page.getByTestId('confirm-submit').click();
  await expect(row).toHaveCount(0);

  const wallet = await page.request.get('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
  // The 1 baht it was registered with, and the 321.09 the operator read in the message.
  expect(((await wallet.json()) as { wallet: { amount: number } }).wallet.amount).toBe(322.09);
});

/**
 * Exactly one member must match (issue 23): two members whose KBANK accounts end in the same six
 * digits, and an SCB SMS that shows only those six. The transfer waits in the operators' queue
 * with both as candidates and nothing credited; it arrives there live (no reload), and an operator
 * credits the one who sent it, with a reason. In th, la and en, one admin session.
 */
test('bank feed: an operator resolves an ambiguous credit (th, la, en)', async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoAdmin(page);
  const operatorToken = await page.evaluate(() => sessionStorage.getItem('backoffice-token'));
  for (const [i, locale] of (['th', 'la', 'en'] as const).entries()) {
    const tail = String((Date.now() + i * 7919) % 1_000_000).padStart(6, '0');
    const sender = await registerFundedPlayer(page.request, newPhone(), 1, `7100${tail}`);
    const lookalike = await registerFundedPlayer(page.request, newPhone(), 1, `7200${tail}`);
    const senderToken = await memberToken(page.request, sender);
    const lookalikeToken = await memberToken(page.request, lookalike);
    const senderId = await memberIdOf(page, senderToken);
    const lookalikeId = await memberIdOf(page, lookalikeToken);

    await page.goto('/backoffice/bank-feed');
    await chooseBackofficeLocale(page, locale);
    await expect(page.getByTestId('bank-feed-health')).toBeVisible();
    // Cents no other test sends: the row is this transfer's.
    const amount = Number(`${400 + i}.${String(Date.now() % 100).padStart(2, '0')}`);
    const sent = await page.request.post(pathOf(sandboxApi.bankTransfer), {
      data: {
        fromBankCode: 'KBANK',
        fromAccountNo: `7100${tail}`,
        toAccountNo: SITE_SCB,
        amount,
        via: 'notification',
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    expect(await walletOf(page, senderToken)).toBe(1);
    expect(await walletOf(page, lookalikeToken)).toBe(1);

    // Pushed to the page (queue:changed): no reload.
    const row = page.getByTestId('bank-feed-row').filter({ hasText: `x${tail}` });
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, locale, 'bank-feed-4-ambiguous-queue');
    await row.getByTestId('bank-feed-match').click();
    const candidates = page.getByTestId('bank-feed-member-suggested');
    await expect(candidates.filter({ hasText: `#${senderId} ` })).toBeVisible();
    await expect(candidates.filter({ hasText: `#${lookalikeId} ` })).toBeVisible();
    await screenshot(page, locale, 'bank-feed-5-ambiguous-candidates', false);
    await candidates.filter({ hasText: `#${senderId} ` }).click();
    await expect(page.getByTestId('bank-feed-member-picked')).toContainText(`#${senderId}`);
    await page.getByTestId('bank-feed-next').click();
    await page.getByTestId('confirm-reason').fill('Member showed the transfer in their banking app');
    await screenshot(page, locale, 'bank-feed-6-ambiguous-confirm', false);
    await page.getByTestId('confirm-submit').click();
    await expect(row).toHaveCount(0);

    expect(await walletOf(page, senderToken)).toBe(1 + amount);
    expect(await walletOf(page, lookalikeToken)).toBe(1);
    const audit = await page.request.get(pathOf(accountOperatorApi.audit, { memberId: String(senderId) }), {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(audit.ok(), await audit.text()).toBe(true);
    const entries = ((await audit.json()) as { entries: { action: string; reason: string | null }[] })
      .entries;
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'bank_feed.match',
        reason: 'Member showed the transfer in their banking app',
      }),
    );
  }
});

/**
 * A delivery that could be two known transfers (ADR 0117): two KBANK SMS of one amount name no
 * sender (two transfers nobody can place yet), then the bank's push of a member's transfer of
 * that amount fits both. It waits in the queue with the transfers it could be; the operator
 * reads that it is a third transfer and settles it as new: the member is credited once.
 */
test('bank feed: an operator settles a delivery that could be two transfers (th, la, en)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemoAdmin(page);
  for (const [i, locale] of (['th', 'la', 'en'] as const).entries()) {
    const tail = String((Date.now() + i * 6133) % 1_000_000).padStart(6, '0');
    const member = await registerFundedPlayer(page.request, newPhone(), 1, `7300${tail}`);
    const token = await memberToken(page.request, member);

    await page.goto('/backoffice/bank-feed');
    await chooseBackofficeLocale(page, locale);
    await expect(page.getByTestId('bank-feed-health')).toBeVisible();
    // Baht no other test sends to this account (the unique-amount test asks for 500.xx here):
    // the transfers it could be are this loop's two SMS only.
    const amount = Number(`${600 + i}.${String((Date.now() + 37) % 100).padStart(2, '0')}`);
    const transfer = async (fromAccountNo: string, via: 'notification' | 'push') => {
      const sent = await page.request.post(pathOf(sandboxApi.bankTransfer), {
        data: { fromBankCode: 'KBANK', fromAccountNo, toAccountNo: SITE_KBANK_AUTO, amount, via },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    };
    await transfer(`7400${tail}`, 'notification');
    await transfer(`7500${tail}`, 'notification');
    await transfer(`7300${tail}`, 'push');
    expect(await walletOf(page, token)).toBe(1);

    // Pushed to the page (queue:changed), found with the lists' search by its amount.
    await page.getByTestId('search-min').fill(String(amount));
    await page.getByTestId('search-max').fill(String(amount));
    await page.getByTestId('search-submit').click();
    const row = page.getByTestId('bank-feed-row').filter({ has: page.getByTestId('bank-feed-settle') });
    await expect(row).toHaveCount(1);
    await screenshot(page, locale, 'bank-feed-7-could-be-two-queue');
    await row.getByTestId('bank-feed-settle').click();
    await expect(page.getByTestId('bank-feed-could-be')).toHaveCount(2);
    await screenshot(page, locale, 'bank-feed-8-could-be-two-dialog', false);
    await page.getByTestId('bank-feed-new').click();
    await page.getByTestId('confirm-reason').fill('The statement shows three transfers of this amount');
    await page.getByTestId('confirm-submit').click();
    await expect(page.getByTestId('bank-feed-settle-confirm')).toHaveCount(0);
    await expect(row.getByTestId('bank-feed-settle')).toHaveCount(0);

    await expect.poll(() => walletOf(page, token)).toBe(1 + amount);
  }
});

/** Bangkok wall clock of now, as a statement prints it: d/m/yyyy and hh:mm. */
function bangkokNow(): { date: string; time: string } {
  const wall = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
  };
}

/**
 * Issue 37 (ADR 0131): a statement file is an operator's evidence, not the bank's. One finance
 * operator imports a KBANK export whose row is a member's unique amount above the day's credit
 * limit: the row waits for a second operator (nothing credited), the importer cannot approve it,
 * and a second operator, who sees the member, amount, bank time and the file's name and hash,
 * approves it: the member is credited once.
 */
test('bank feed: an import held and approved by a second operator', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const player = await registerFundedPlayer(page.request, newPhone(), 1);
  const token = await memberToken(page.request, player);
  const asked = await page.request.post(pathOf(bankFeedApi.autoAmount), {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 20_000 },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { amount } = (await asked.json()) as AutoAmountReply;

  // The importer: a finance operator the admin makes now. The second operator: a seeded demo
  // finance operator the shell made a week ago; one the same admin made, or one made now, could
  // not approve (ADR 0129).
  await signInDemoAdmin(page);
  const adminToken = await operatorTokenOf(page);
  const importer = await createOperator(page.request, adminToken, 'finance', 'E2E Statement Importer');
  const approver = demoFinanceOperators[1]!;
  const desks = await Promise.all(
    [1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 860 } })),
  );
  try {
    const { date, time } = bangkokNow();
    const csv = [
      'Account No.,048-1-23456-7',
      'Date,Time,Description,Withdrawal,Deposit,Outstanding Balance,Channel,Details',
      `${date},${time},Transfer Deposit,,${amount.toFixed(2)},${(500_000 + amount).toFixed(2)},K PLUS,`,
    ].join('\n');
    const fileName = `kbank-e2e-${Date.now()}.csv`;

    const first = await desks[0]!.newPage();
    await first.goto('/backoffice/');
    await signInOperator(first, importer);
    await chooseBackofficeLocale(first, 'en');
    await first.goto('/backoffice/bank-feed');
    const importCard = first.getByTestId('statement-import');
    await importCard.locator('select').selectOption(SITE_KBANK_AUTO);
    await first
      .getByTestId('statement-file')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importCard.getByTestId('statement-submit').click();
    await expect(first.getByTestId('statement-rows')).toContainText(amount.toFixed(2).slice(-5));
    // The import asks why before it sends anything.
    await expect(importCard.getByTestId('statement-submit')).toBeDisabled();
    await first.getByTestId('statement-reason').fill('Month-end KBANK statement from the bank portal');
    await importCard.getByTestId('statement-submit').click();
    await expect(first.getByTestId('statement-waiting')).toBeVisible();
    await expect(first.getByTestId('statement-rows')).toContainText('Waits for a second operator');
    expect(await walletOf(first, token)).toBe(1);

    // The importer sees the batch, and why there is nothing to press.
    const ownBatch = first.getByTestId('held-batch').filter({ hasText: fileName });
    await expect(ownBatch).toBeVisible();
    await expect(ownBatch.getByTestId('held-credit-approve')).toHaveCount(0);
    await expect(ownBatch).toContainText('another operator decides it');

    // The second operator: the queue's tab, the batch with the file's name and hash, each row.
    const second = await desks[1]!.newPage();
    await second.goto('/backoffice/');
    await signInOperator(second, approver);
    await chooseBackofficeLocale(second, 'en');
    await second.goto('/backoffice/queues/held-credits');
    const batch = second.getByTestId('held-batch').filter({ hasText: fileName });
    await expect(batch).toBeVisible();
    await expect(batch).toContainText('E2E Statement Importer');
    await expect(batch).toContainText('Month-end KBANK statement from the bank portal');
    await expect(batch.getByTestId('held-batch-source')).toContainText('sha256');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(second, locale);
      await screenshot(second, locale, 'bank-feed-9-import-held');
    }
    await chooseBackofficeLocale(second, 'en');
    await batch.getByTestId('held-credit-approve').click();
    await confirmWithReason(second, 'Checked the line on the KBANK portal');
    // Decided: the batch leaves the list of what waits.
    await expect(batch).toHaveCount(0);
    await expect.poll(() => walletOf(second, token)).toBe(1 + amount);
  } finally {
    await Promise.all(desks.map((desk) => desk.close()));
  }
});
