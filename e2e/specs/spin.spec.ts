import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import {
  formatBaht,
  pathOf,
  sandboxApi,
  spinResultReply,
  type SandboxSettingsRequest,
} from '@wallet/contract';
import { registerFundedPlayer, tokenOf } from '../support/money.ts';
import {
  chooseLocale,
  EVERY_LOCALE_SHOTS_MS,
  FLOW_MS,
  REPEATED_ACTION_MS,
  LOCALES,
  logIn,
  newPhone,
  screenshot,
  screenshotInEveryLocale,
  type Locale,
} from '../support/screens.ts';

type Slice = NonNullable<SandboxSettingsRequest['spin']>['wheel']['slices'][number];

const slice = (
  code: string,
  labels: [string, string, string],
  bgColor: string,
  textColor: string,
  prize: Slice['prize'],
  weight: number,
): Slice => ({
  code,
  labels: { th: labels[0], la: labels[1], en: labels[2] },
  bgColor,
  textColor,
  // In every language, so each locale's screenshot shows its own (a Thai-only text is the fallback).
  htmlDescription: {
    th: `<p><strong>${labels[0]}</strong></p>`,
    la: `<p><strong>${labels[1]}</strong></p>`,
    en: `<p><strong>${labels[2]}</strong></p>`,
  },
  prize,
  weight,
});

/** The seeded wheel's slices with the no-prize and coin slices made rare, so a spin or two wins a coupon. */
const wheel: NonNullable<SandboxSettingsRequest['spin']> = {
  depositBahtPerCoin: 100,
  couponDays: 7,
  wheel: {
    name: 'Lucky Wheel',
    slices: [
      slice(
        'C100',
        ['100 บาท', '100 ບາດ', '100 THB'],
        '#b8860b',
        '#ffffff',
        { type: 'credit', amount: 100 },
        1,
      ),
      slice('C50', ['50 บาท', '50 ບາດ', '50 THB'], '#c0392b', '#ffffff', { type: 'credit', amount: 50 }, 3),
      slice('C20', ['20 บาท', '20 ບາດ', '20 THB'], '#1f6f8b', '#ffffff', { type: 'credit', amount: 20 }, 8),
      slice('COIN1', ['+1 เหรียญ', '+1 ຫຼຽນ', '+1 coin'], '#f4d35e', '#1b1b1b', { type: 'coin', amount: 1 }, 1),
      slice('C10', ['10 บาท', '10 ບາດ', '10 THB'], '#2e7d32', '#ffffff', { type: 'credit', amount: 10 }, 15),
      slice('C5', ['5 บาท', '5 ບາດ', '5 THB'], '#6a1b9a', '#ffffff', { type: 'credit', amount: 5 }, 20),
      slice('NONE', ['เสียใจด้วย', 'ເສຍໃຈນຳ', 'Try again'], '#37474f', '#ffffff', { type: 'none' }, 1),
    ],
  },
};

async function setSpin(request: APIRequestContext, values: SandboxSettingsRequest) {
  const response = await request.put(pathOf(sandboxApi.settings), { data: values });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Clicks the centre button and answers what the server drew, once the wheel has stopped on it. */
async function spinOnce(page: Page, locale: Locale, shots: boolean) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/spinwheel/spin'));
  await page.getByTestId('spin-button').click();
  const result = spinResultReply.parse(await (await answered).json());
  const canvas = page.getByTestId('spin-wheel');
  if (shots) {
    await expect(canvas).toHaveAttribute('data-spinning', 'true');
    await page.waitForTimeout(1200);
    await screenshot(page, locale, 'spin-2-mid-spin', false);
  }
  const prize = page.getByTestId('spin-prize-modal');
  await expect(prize).toBeVisible({ timeout: 10_000 });
  // The wheel stopped on the slice the server drew, and the modal names it.
  await expect(canvas).toHaveAttribute('data-landed', result.code);
  await expect(prize.getByTestId('spin-prize-label')).toHaveText(result.labels[locale]);
  await expect(prize.getByTestId('spin-prize-remaining')).toContainText(String(result.remainingCoin));
  if (shots) await screenshot(page, locale, 'spin-3-prize', false);
  await prize.getByTestId('spin-prize-ok').click();
  await expect(prize).toHaveCount(0);
  await expect(page.getByTestId('spin-coin-count')).toContainText(String(result.remainingCoin));
  return result;
}

test.afterAll(async ({ request }) => {
  await setSpin(request, { spinActive: false });
});

/**
 * The spin wheel end to end: a deposit earns coins (home's widget shows them), the wheel lands on
 * the slice the server drew, a credit coupon is claimed and the new balance is pushed to another tab.
 * One member (issue 44); a spin is redone in each language, as the drawn slice's label and the
 * mid-spin screen are those of the moment of the spin. The deposit's three coins are a spin each.
 */
test(`spin: coins from a deposit, the drawn slice, a claimed coupon, the pushed balance (th, la, en)`, async ({
  page,
  context,
}) => {
  // The flow's own budget, its 3 screens in th, la and en, and a spin a language (issue 44).
  test.setTimeout(FLOW_MS + 3 * EVERY_LOCALE_SHOTS_MS + LOCALES.length * REPEATED_ACTION_MS);
  await setSpin(page.request, { spinActive: true, spin: wheel });
  const player = await registerFundedPlayer(page.request, newPhone(), 300);
  await logIn(page, 'th', player.phone, player.password);
  await expect(page.getByTestId('spin-coins')).toContainText('3');
  await page.getByTestId('spin-widget').click();
  await expect(page).toHaveURL(/\/user\/spin$/);
  await expect(page.getByTestId('spin-coin-count')).toContainText('3');
  await expect(page.getByTestId('spin-coupons')).toBeVisible();
  await screenshotInEveryLocale(page, 'spin-1-idle');

  let coins = 3;
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    coins = (await spinOnce(page, locale, true)).remainingCoin;
  }
  // A coin slice gives a spin back: spent until a coupon can be claimed (as one language did).
  while (coins > 0 && (await page.getByTestId('spin-coupon-claim').count()) === 0) {
    coins = (await spinOnce(page, 'en', false)).remainingCoin;
  }
  const claimable = page.getByTestId('spin-coupon').filter({ has: page.getByTestId('spin-coupon-claim') });
  await expect(claimable.first()).toBeVisible();
  await screenshotInEveryLocale(page, 'spin-4-coupons');
  // The newest coupon comes first (the list does not reorder on a claim): the one claimed below.
  const rows = page.getByTestId('spin-coupon');
  const statuses = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-status')));
  const claimedRow = rows.nth(statuses.indexOf('claimable'));

  // Another tab on home: the claim's new balance arrives there by the push, not by a reload.
  const token = await tokenOf(page);
  const home = await context.newPage();
  await home.addInitScript((value) => sessionStorage.setItem('token', value), token);
  await home.goto('/user/home');
  await expect(home.getByTestId('wallet-amount')).toContainText('300.00');

  // Back to the spin tab (a hidden tab gets no animation frames, which clicks wait for).
  await page.bringToFront();
  const claimed = page.waitForResponse((response) => response.url().endsWith('/api/spinwheel/coupon/claim'));
  await claimable.first().getByTestId('spin-coupon-claim').click();
  const claim = (await (await claimed).json()) as { amount: number };
  const modal = page.getByTestId('spin-claim-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(formatBaht(claim.amount));
  // The claim's modal is written from the language of the moment it shows, so it can be switched.
  await screenshotInEveryLocale(page, 'spin-5-claimed', false);
  await expect(modal).toContainText(formatBaht(claim.amount));
  await modal.getByTestId('spin-claim-ok').click();
  await expect(claimedRow).toHaveAttribute('data-status', 'claimed');
  await expect(home.getByTestId('wallet-amount')).toContainText(formatBaht(300 + claim.amount));
  await home.close();
});

test('spin: with reduced motion the wheel shows the drawn slice at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Only the no-prize slice: the one coin is spent and none comes back.
  const none = wheel.wheel.slices.find((entry) => entry.code === 'NONE')!;
  await setSpin(page.request, {
    spinActive: true,
    spin: { ...wheel, wheel: { name: 'Lucky Wheel', slices: [none] } },
  });
  const player = await registerFundedPlayer(page.request, newPhone(), 100);
  await logIn(page, 'th', player.phone, player.password);
  await page.goto('/user/spin');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/spinwheel/spin'));
  await page.getByTestId('spin-button').click();
  const result = spinResultReply.parse(await (await answered).json());
  // Well under the animated spin's 4-5 s even on a loaded host, where a render alone can take 1-2 s.
  await expect(page.getByTestId('spin-prize-modal')).toBeVisible({ timeout: 3000 });
  await expect(page.getByTestId('spin-wheel')).toHaveAttribute('data-landed', result.code);
  await page.getByTestId('spin-prize-ok').click();
  // No coins left: the centre button ignores clicks and no spin is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/spinwheel/spin')) sent += 1;
  });
  await expect(page.getByTestId('spin-button')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('spin-button').click({ force: true });
  await page.waitForTimeout(500);
  expect(sent).toBe(0);
});
