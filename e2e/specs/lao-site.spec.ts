import { expect, type Page } from '@playwright/test';
import { expectFirstVisitFaces } from '../support/fonts.ts';
import { payLiveQr } from '../support/money.ts';
import { screenshot } from '../support/screens.ts';
import {
  approveWithdrawal,
  forwardBcelSms,
  laoAdminToken,
  logInOnLaoSite,
  registerOnLaoSite,
  screenInEachLocale,
  test,
  type LaoMember,
} from '../support/lao-site.ts';

/**
 * The Lao site end to end (issue 46): the server with SITE_VARIANT=la and the VITE_LAO=true web
 * build, at an iPhone's width. A kip member registers (profile, then the bank step with LAK),
 * deposits by the Lao QR and by a BCEL transfer read from BCEL's SMS, moves kip to a game and
 * back and withdraws to BCEL; a baht member of the same site registers and deposits in baht.
 * Every screen is saved in la, th and en by switching the language on it.
 */
// The two members on two workers when both are free (each worker starts a Lao server of its own):
// in turn on one worker they were the stage's last 2.5 minutes on a loaded host, one core idle.
test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 390, height: 844 } });

const wallet = (page: Page) => page.getByTestId('wallet-amount');

/** Opens the deposit modal on a tab, or on the modal's only section when it has no tabs. */
async function openDeposit(page: Page, tab: 'qr' | 'bank') {
  await page.getByTestId('deposit-open').click();
  await expect(page.getByTestId('deposit-modal')).toBeVisible();
  const tabButton = page.getByTestId(`deposit-tab-${tab}`);
  const section = page.getByTestId(`deposit-section-${tab}`);
  // The channels arrive after the modal opens: wait for the tab (or the lone section) first.
  await expect(tabButton.or(section).first()).toBeVisible();
  if ((await tabButton.count()) > 0) await tabButton.click();
  await expect(section).toBeVisible();
}

async function closeDialogs(page: Page) {
  const result = page.getByTestId('result-dialog');
  if ((await result.count()) > 0) await page.getByTestId('result-dialog-close').click();
  await expect(result).toHaveCount(0);
}

/** What one member's game transfers and withdrawal show, in their currency. */
interface MoneyWalk {
  /** Typed into the transfer form, to the game and back. */
  moved: string;
  /** Typed into the withdraw form. */
  withdrawn: string;
  /** The withdraw form's limits line names the minimum. */
  limits: RegExp;
  /** The wallet after the transfer to the game, after it came back, after the withdrawal. */
  wallets: readonly [RegExp, RegExp, RegExp];
  /** The game's balance after the money came back. */
  gameEmpty: RegExp;
}

/**
 * Opens a pg account, moves an amount to it and back through the transfer modal, and withdraws to
 * the registered BCEL account, which the site's operators approve (operator approval is the
 * default, ADR 0106). Each form is saved in la, th and en; each result dialog in Lao.
 */
async function gameAndBackThenWithdraw(page: Page, member: LaoMember, prefix: string, walk: MoneyWalk) {
  await page.getByTestId('game-card-pg').click();
  await page.getByTestId('game-open-confirm-confirm').click();
  const gameModal = page.getByTestId('game-modal');
  await expect(gameModal).toBeVisible();
  await gameModal.getByTestId('modal-close').click();
  await expect(gameModal).toHaveCount(0);
  for (const [from, to, after] of [
    ['WALLET', 'pg', walk.wallets[0]],
    ['pg', 'WALLET', walk.wallets[1]],
  ] as const) {
    const step = to === 'pg' ? 'to-game' : 'back';
    await page.getByTestId('transfer-open').click();
    await page.getByTestId('transfer-from').selectOption(from);
    await page.getByTestId('transfer-to').selectOption(to);
    await page.getByTestId('transfer-amount').fill(walk.moved);
    await screenInEachLocale(page, `${prefix}-6-transfer-${step}`);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
    await screenshot(page, 'la', `${prefix}-7-transfer-${step}-done`, false);
    await closeDialogs(page);
    await expect(wallet(page)).toHaveText(after);
  }
  await expect(page.getByTestId('game-card-pg').getByTestId('card-balance')).toHaveText(walk.gameEmpty);

  await page.getByTestId('withdraw-open').click();
  await expect(page.getByTestId('withdraw-limits')).toContainText(walk.limits);
  await page.getByTestId('withdraw-amount').fill(walk.withdrawn);
  await screenInEachLocale(page, `${prefix}-8-withdraw`);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
  await screenshot(page, 'la', `${prefix}-9-withdraw-done`, false);
  await closeDialogs(page);
  await expect(wallet(page)).toHaveText(walk.wallets[2]);
  const decided = await approveWithdrawal(page.request, await laoAdminToken(page.request), member.phone);
  expect(decided.amount).toBe(Number(walk.withdrawn));
  expect(decided.stage).not.toBe('AWAITING_APPROVAL');
}

test('a kip member on the Lao site: register, Lao QR and BCEL deposits, a game and back, withdraw to BCEL', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const accountNo = `16010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const member = await registerOnLaoSite(page, 'lao-kip', 'LAK', accountNo);
  await logInOnLaoSite(page, member);
  await expect(wallet(page)).toContainText(/^0\s?₭$/);
  await screenInEachLocale(page, 'lao-kip-1-home', { readable: true });

  // The Lao QR: the member asks for 100,000 kip and the payer's app pays it (the sandbox gateway).
  await openDeposit(page, 'qr');
  const panel = page.getByTestId('qr-panel-LAOQR');
  await panel.getByTestId('qr-amount-LAOQR').fill('100000');
  await panel.getByTestId('qr-create-LAOQR').click();
  await expect(panel.getByTestId('qr-code-LAOQR-countdown')).toHaveText(/^\d\d:\d\d$/);
  await screenInEachLocale(page, 'lao-kip-2-lao-qr');
  await payLiveQr(page, 'LAOQR');
  await expect(panel.getByTestId('qr-paid-LAOQR')).toBeVisible();
  await expect(wallet(page)).toHaveText(/^100[.,]000\s?₭$/);
  await screenInEachLocale(page, 'lao-kip-3-lao-qr-paid');

  // A BCEL transfer to the site's BCEL account: the bank's SMS reaches the feed, the kip is credited.
  await page.getByTestId('deposit-tab-bank').click();
  await expect(
    page.getByTestId('deposit-account').filter({ hasText: '0101000123456789' }).first(),
  ).toBeVisible();
  await screenInEachLocale(page, 'lao-kip-4-bcel-account');
  const adminToken = await laoAdminToken(page.request);
  await forwardBcelSms(page.request, adminToken, member, '100,000');
  await expect(wallet(page)).toHaveText(/^200[.,]000\s?₭$/);
  await page.getByTestId('deposit-modal').getByTestId('modal-close').click();
  await expect(page.getByTestId('deposit-modal')).toHaveCount(0);
  await expect(page.getByTestId('total-balance')).toContainText(/200[.,]000/);
  await screenInEachLocale(page, 'lao-kip-5-home-funded', { readable: true });

  // 20,000 kip to a game and back, then 60,000 kip withdrawn to the BCEL account and approved.
  await gameAndBackThenWithdraw(page, member, 'lao-kip', {
    moved: '20000',
    withdrawn: '60000',
    limits: /50[.,]000/,
    wallets: [/^180[.,]000\s?₭$/, /^200[.,]000\s?₭$/, /^140[.,]000\s?₭$/],
    gameEmpty: /^0\s?₭$/,
  });

  // The statement: every move in kip, none in baht.
  await page.getByTestId('menu-statement').click();
  await expect(page).toHaveURL(/\/user\/statement$/);
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByTestId('statement-amount')).toContainText(/-60[.,]000/);
  await expect(page.getByTestId('statement-amount').filter({ hasText: /\.00\b|฿|บาท/ })).toHaveCount(0);
  // Each place is named: the BCEL transfer by its bank, not as the code BANK:BCEL.
  await expect(rows.filter({ hasText: /[A-Z]+:[A-Z]+/ })).toHaveCount(0);
  await screenInEachLocale(page, 'lao-kip-10-statement', { readable: true });
});

test('a baht member on the Lao site: register with BAHT, a QR deposit, a game and back, withdraw, all in baht', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const accountNo = `16020${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const member = await registerOnLaoSite(page, 'lao-baht', 'BAHT', accountNo);
  await logInOnLaoSite(page, member);
  await expect(wallet(page)).toContainText('0.00');
  await screenInEachLocale(page, 'lao-baht-1-home', { readable: true });

  // No Lao QR for baht: the PromptPay channels, paid by the sandbox gateway.
  await openDeposit(page, 'qr');
  await expect(page.getByTestId('qr-panel-LAOQR')).toHaveCount(0);
  const panel = page.getByTestId('qr-panel-KBANK');
  await panel
    .getByTestId('qr-quick-KBANK')
    .filter({ hasText: /^1,?000$/ })
    .click();
  await panel.getByTestId('qr-create-KBANK').click();
  await expect(panel.getByTestId('qr-code-KBANK-countdown')).toHaveText(/^\d\d:\d\d$/);
  await screenInEachLocale(page, 'lao-baht-2-qr');
  await payLiveQr(page, 'KBANK');
  await expect(wallet(page)).toHaveText(/^1,000\.00$/);
  await page.getByTestId('deposit-modal').getByTestId('modal-close').click();
  await expect(page.getByTestId('total-balance')).toContainText('1,000.00');
  await expect(page.getByTestId('total-balance')).not.toContainText('₭');
  await screenInEachLocale(page, 'lao-baht-3-home-funded', { readable: true });

  // 200 baht to a game and back, 600 baht withdrawn to the BCEL account, in baht throughout.
  await gameAndBackThenWithdraw(page, member, 'lao-baht', {
    moved: '200',
    withdrawn: '600',
    limits: /100/,
    wallets: [/^800\.00$/, /^1,000\.00$/, /^400\.00$/],
    gameEmpty: /^0\.00$/,
  });
  await page.getByTestId('menu-statement').click();
  await expect(page).toHaveURL(/\/user\/statement$/);
  const rows = page.getByTestId('statement-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first().getByTestId('statement-amount')).toContainText('-600.00');
  await expect(page.getByTestId('statement-amount').filter({ hasText: /₭|ກີບ/ })).toHaveCount(0);
  await screenInEachLocale(page, 'lao-baht-10-statement', { readable: true });
});

test("the Lao site's first visit downloads the Lao and Latin faces and no Thai one (ADR 0230)", async ({
  page,
}) => {
  await expectFirstVisitFaces(page, 'la');
});
