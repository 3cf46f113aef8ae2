import { expect, test, type Page } from '@playwright/test';
import { formatBaht, pathOf, sandboxApi } from '@wallet/contract';
import {
  AFTER_PUSH_READ_MS,
  chooseLocale,
  EVERY_LOCALE_SHOTS_MS,
  FLOW_MS,
  REPEATED_ACTION_MS,
  LOCALES,
  newPhone,
  screenshot,
  type Locale,
} from '../support/screens.ts';
import { payLiveQr, registerFundedPlayer, uploadSandboxSlip, type Player } from '../support/money.ts';
import { slipOpenNow } from '../support/slip-hours.ts';

/**
 * Issue 28, "what a player trips over, round 2", on a phone (390x844): every result where the
 * player looks, a paid QR that says so, translated statement places, confirmations before taking
 * or ending a bonus, letters kept out of the transfer amount, the draws in plain words first, the
 * how-to clips in the site's language, and the edit-bank-name modal for the members it is for.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function enter(page: Page, locale: Locale, player: Player) {
  await page.goto('/login');
  await chooseLocale(page, locale);
  await page.locator('input[name="username"]').fill(player.phone);
  await page.locator('input[name="password"]').fill(player.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await page.evaluate(() => localStorage.setItem('remember-agreement', 'true'));
  await page.reload();
}

/**
 * One member walks the round (issue 44); each screen is saved in th, la and en on the spot, and
 * what reads or lays out words is checked in each language. The slip's outcome is a result dialog,
 * written in the language of the moment it opened (ADR 0193), and so is the paid QR's toast: a QR
 * is paid and a slip uploaded in each language.
 */
test(`round 2: bonus confirm, deposit results in view, QR paid, transfer filter, statement, draws (th, la, en)`, async ({
  page,
}) => {
  // The flow's own budget, its 5 screens in th, la and en, and a QR paid and a slip read a
  // language (issue 44).
  test.setTimeout(FLOW_MS + 5 * EVERY_LOCALE_SHOTS_MS + 2 * LOCALES.length * REPEATED_ACTION_MS);
  const player = await registerFundedPlayer(page.request, newPhone(), 1000);
  expect((await page.request.put(pathOf(sandboxApi.settings), { data: { slip: slipOpenNow() } })).ok()).toBe(
    true,
  );
  await enter(page, 'th', player);
  await expect(page.getByTestId('wallet-amount')).toContainText('1,000.00');

  // 4. Taking a bonus asks first; so does ending it.
  await page.getByTestId('bonus-conditions-open').click();
  await page.getByTestId('bonus-card-WELCOME50').click();
  await page.getByTestId('bonus-details').getByTestId('bonus-receive').click();
  const take = page.getByTestId('bonus-take-confirm');
  await expect(take).toBeVisible();
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await expect(take).toContainText('WELCOME50');
    await screenshot(page, locale, 'round2-1-bonus-take-confirm', false);
  }
  await take.getByTestId('bonus-take-confirm-confirm').click();
  await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
  await page.getByTestId('result-dialog-close').click();
  // Ending it before the conditions are met is not offered: the button is disabled with the reason
  // (issue 42), never a confirm that then fails.
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await expect(page.getByTestId('bonus-clear')).toBeDisabled();
    await expect(page.getByTestId('bonus-clear-why')).toBeVisible();
    await screenshot(page, locale, 'round2-2-bonus-end-why', false);
  }
  await expect(page.getByTestId('bonus-active')).toContainText('WELCOME50');

  // 5. The transfer amount keeps digits and one decimal point, as the withdraw amount does.
  await page.goto('/user/home');
  await page.getByTestId('transfer-open').click();
  await page.getByTestId('transfer-amount').pressSequentially('1a2b,0.5.09x');
  await expect(page.getByTestId('transfer-amount')).toHaveValue('120.50');
  await page.getByTestId('transfer-modal').getByTestId('modal-close').click();

  // 2. A QR in each language (its paid toast is written in the language of the moment it shows):
  // its amount and countdown in view at once; paid, it says so after the push and one read.
  const modal = page.getByTestId('deposit-modal');
  const panel = page.getByTestId('qr-panel-KBANK');
  for (const [index, locale] of LOCALES.entries()) {
    // A fresh deposit modal a language: its QR panel starts at the amount form.
    await chooseLocale(page, locale);
    await page.getByTestId('deposit-open').click();
    await page.getByTestId('deposit-tab-qr').click();
    await panel.getByTestId('qr-quick-KBANK').filter({ hasText: /^100$/ }).click();
    await panel.getByTestId('qr-create-KBANK').click();
    const countdown = panel.getByTestId('qr-code-KBANK-countdown');
    await expect(countdown).toHaveText(/^\d\d:\d\d$/);
    await expect(countdown).toBeInViewport({ ratio: 1 });
    await screenshot(page, locale, 'round2-3-qr-live', false);
    await payLiveQr(page, 'KBANK');
    // The push has arrived when home behind the modal shows the new balance (1,000 + the 500
    // bonus + 100 a QR).
    await expect(page.getByTestId('wallet-amount')).toContainText(formatBaht(1_500 + 100 * (index + 1)));
    await expect(panel.getByTestId('qr-paid-KBANK')).toBeVisible({ timeout: AFTER_PUSH_READ_MS });
    await expect(panel.getByTestId('qr-code-KBANK')).toHaveCount(0);
    await expect(panel.getByTestId('qr-paid-KBANK')).toBeInViewport();
    await expect(page.getByTestId('toast').first()).toHaveAttribute('data-kind', 'success');
    await screenshot(page, locale, 'round2-4-qr-paid', false);
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
    await modal.getByTestId('modal-close').click();
  }

  // 1. A slip in each language: its outcome in a dialog in view, then the result under the button
  // in view. The language is switched with the deposit modal closed (ADR 0198: the dropdown was
  // not actionable behind the slip list).
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await page.getByTestId('deposit-open').click();
    await page.getByTestId('deposit-tab-bank').click();
    await uploadSandboxSlip(page, player, 50);
    const dialog = page.getByTestId('result-dialog');
    // Reading the slip's QR takes a few seconds on a busy machine.
    await expect(dialog).toHaveAttribute('data-kind', 'success', { timeout: 30_000 });
    await expect(page.getByTestId('result-dialog-message')).toContainText('50.00');
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await screenshot(page, locale, 'round2-5-slip-dialog', false);
    await page.getByTestId('result-dialog-close').click();
    await expect(modal.getByTestId('slip-result')).toBeInViewport({ ratio: 1 });
    await screenshot(page, locale, 'round2-6-slip-result', false);
    await modal.getByTestId('modal-close').click();
  }

  // 3. The statement names the bonus's place in each language, and a bank's name stays whole on
  // its line.
  await page.getByTestId('menu-statement').click();
  await expect(page).toHaveURL(/\/user\/statement$/);
  const routes = page.getByTestId('statement-route');
  await expect(routes.first()).toBeVisible();
  const places = page.locator('.statement-place');
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    const texts = await routes.allTextContents();
    expect(texts.join('\n'), locale).not.toMatch(/\bBONUS\b|\bWALLET\b|SLIP:/);
    expect(await places.count()).toBeGreaterThan(0);
    // Each place is drawn on one line: its text gives one box.
    const lines = await places.evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        return { text: span.textContent, lines: tops.size };
      }),
    );
    for (const place of lines) expect(place.lines, `${place.text ?? ''} (${locale})`).toBe(1);
    await screenshot(page, locale, 'round2-7-statement', false);
  }

  // 6. The draws: a plain sentence first, the technical part folded.
  await page.goto('/user/home');
  await page.getByTestId('invite-open').click();
  await page.getByTestId('invite-modal').getByTestId('invite-verify-draws').click();
  const draws = page.getByTestId('draws-modal');
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await expect(draws.getByTestId('draws-plain')).toBeInViewport();
    await expect(draws.getByTestId('draws-technical')).not.toHaveAttribute('open');
    await expect(draws.getByText(/HMAC-SHA256/)).toBeHidden();
    await screenshot(page, locale, 'round2-8-draws', false);
  }
  await draws.getByTestId('draws-technical').locator('summary').click();
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    await expect(draws.getByText(/HMAC-SHA256/)).toBeVisible();
    await screenshot(page, locale, 'round2-9-draws-details', false);
  }
});

/** 7. How-to clips: each language plays its own, the Thai site never English. */
test(`round 2: how-to clips in the site's language (th, la, en)`, async ({ page }) => {
  // The page's budget and a clip opened a language (issue 44).
  test.setTimeout(FLOW_MS + LOCALES.length * REPEATED_ACTION_MS);
  for (const locale of LOCALES) {
    // A fresh page a language: the open clip is the one chosen in it, not a switched one.
    await page.goto('/howto');
    await chooseLocale(page, locale);
    await page.getByTestId('howto-wallet').click();
    const video = page.getByTestId('howto-video');
    await expect(video).toHaveAttribute('data-language', locale);
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentSrc))
      .toContain(`/howto/${locale}/wallet.`);
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState))
      .toBeGreaterThan(0);
    await screenshot(page, locale, 'round2-10-howto-video', false);
  }
});

/**
 * 8. The edit-bank-name modal is for members whose bank pays out only to an English name (KTB,
 * TMB, BBL) under a name that is not one: registration refuses such a name, so they are members
 * carried over from an earlier system (ADR 0063). One bank a language, carried over in turn onto
 * one member (issue 44: one registration and sign-in); an English name at KTB and a Thai name at
 * another bank get no notice.
 */
const BANK_OF: Record<Locale, 'KTB' | 'TMB' | 'BBL'> = { th: 'KTB', la: 'TMB', en: 'BBL' };

test(`round 2: edit bank name for a carried-over KTB, TMB and BBL member (th, la, en)`, async ({ page }) => {
  // The sign-in's budget and an edit a language (issue 44).
  test.setTimeout(FLOW_MS + LOCALES.length * REPEATED_ACTION_MS);
  const player = await registerFundedPlayer(page.request, newPhone(), 10);
  await enter(page, 'th', player);
  for (const locale of LOCALES) {
    const carried = await page.request.post(pathOf(sandboxApi.legacyBank), {
      data: { username: player.phone, bankCode: BANK_OF[locale], bankAccountName: 'สมชาย ใจดี' },
    });
    expect(carried.ok(), await carried.text()).toBe(true);
    // Home again (the last language's deposit entry closed), its notice read anew.
    await page.goto('/user/home');
    await chooseLocale(page, locale);
    const notice = page.getByTestId('bank-name-notice');
    await expect(notice).toBeVisible();
    await screenshot(page, locale, 'round2-11-bank-name-notice', false);
    await notice.getByTestId('bank-name-edit').click();
    const modal = page.getByTestId('bank-name-modal');
    await expect(modal).toBeVisible();
    await modal.getByTestId('bank-name-input').fill('สมชาย');
    await modal.getByTestId('bank-name-submit').click();
    await expect(modal.locator('.field__error')).toBeVisible();
    await screenshot(page, locale, 'round2-12-bank-name-english-only', false);
    await modal.getByTestId('bank-name-input').fill('somchai jaidee');
    await expect(modal.getByTestId('bank-name-input')).toHaveValue('SOMCHAI JAIDEE');
    await modal.getByTestId('bank-name-submit').click();
    await expect(page.getByTestId('result-dialog')).toHaveAttribute('data-kind', 'success');
    await page.getByTestId('result-dialog-close').click();
    await expect(notice).toHaveCount(0);
    // Spec doc 2 section 2: the KBANK deposit entry opens 1000 ms after the edit.
    await expect(page.getByTestId('deposit-modal')).toBeVisible({ timeout: 3000 });
    await expect(page.getByTestId('qr-panel-KBANK')).toBeVisible();
    await screenshot(page, locale, 'round2-13-bank-name-then-kbank', false);
  }
});

test('round 2: no bank-name notice for an English name at KTB or a Thai name at KBANK', async ({ page }) => {
  for (const [bankCode, bankAccountName] of [
    ['KTB', 'SOMCHAI JAIDEE'],
    ['KBANK', 'สมชาย ใจดี'],
  ] as const) {
    const player = await registerFundedPlayer(page.request, newPhone(), 10);
    const carried = await page.request.post(pathOf(sandboxApi.legacyBank), {
      data: { username: player.phone, bankCode, bankAccountName },
    });
    expect(carried.ok(), await carried.text()).toBe(true);
    await enter(page, 'th', player);
    await expect(page.getByTestId('wallet-amount')).toContainText('10.00');
    await expect(page.getByTestId('bank-name-notice')).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
});
