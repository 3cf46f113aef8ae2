import { expect, test, type Page } from '@playwright/test';
import { accountApi, bankFeedApi, membersApi, pathOf, sandboxApi } from '@wallet/contract';
import { chooseLocale, LOCALES, newPhone, screenshot } from '../support/screens.ts';
import { registerFundedPlayer, type Player } from '../support/money.ts';
import { chooseBackofficeLocale, memberToken, signInDemoAdmin } from '../support/backoffice.ts';

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
for (const locale of LOCALES) {
  test(`bank feed: a unique amount credited from the bank's SMS (${locale})`, async ({ page }) => {
    const player = await registerFundedPlayer(page.request, newPhone(), 100);
    await page.goto('/login');
    await chooseLocale(page, locale);
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
    await screenshot(page, locale, 'bank-feed-1-auto-amount', false);

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
    await screenshot(page, locale, 'bank-feed-2-credited', false);
  });
}

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
  await page.getByTestId('bank-feed-member').fill(memberId);
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
    const candidates = page.getByTestId('bank-feed-candidate');
    await expect(candidates.filter({ hasText: `#${senderId} ` })).toBeVisible();
    await expect(candidates.filter({ hasText: `#${lookalikeId} ` })).toBeVisible();
    await screenshot(page, locale, 'bank-feed-5-ambiguous-candidates', false);
    await candidates.filter({ hasText: `#${senderId} ` }).click();
    await expect(page.getByTestId('bank-feed-member')).toHaveValue(String(senderId));
    await page.getByTestId('bank-feed-next').click();
    await page.getByTestId('confirm-reason').fill('Member showed the transfer in their banking app');
    await screenshot(page, locale, 'bank-feed-6-ambiguous-confirm', false);
    await page.getByTestId('confirm-submit').click();
    await expect(row).toHaveCount(0);

    expect(await walletOf(page, senderToken)).toBe(1 + amount);
    expect(await walletOf(page, lookalikeToken)).toBe(1);
    const audit = await page.request.get(pathOf(membersApi.audit, { memberId: String(senderId) }), {
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
    const amount = Number(`${500 + i}.${String((Date.now() + 37) % 100).padStart(2, '0')}`);
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
