import { expect, test } from '@playwright/test';
import {
  EVERY_LOCALE_SHOTS_MS,
  FLOW_MS,
  logIn,
  newPhone,
  screenshotInEveryLocale,
} from '../support/screens.ts';
import { registerFundedPlayer } from '../support/money.ts';
import {
  closePeriodsAndAccrue,
  login,
  memberIdOf,
  playAtPg,
  registerInvitee,
  sandboxDeposit,
} from '../support/rewards.ts';

/**
 * Invite rewards and loss refunds end to end: a friend registers with the member's code, deposits
 * and plays; the member loses at a game; the periods close and the accrual runs; the member
 * receives the refund, adds it to the wallet, claims the referral bonus and checks the draws.
 */
test(`rewards: refund, invite commission, claim and draw verification (th, la, en)`, async ({ page }) => {
  // The flow's own budget and its 8 screens in th, la and en (issue 44).
  test.setTimeout(FLOW_MS + 8 * EVERY_LOCALE_SHOTS_MS);
  const inviter = await registerFundedPlayer(page.request, newPhone(), 1000);
  const inviterHeaders = await login(page.request, inviter.phone, inviter.password);
  const inviterId = await memberIdOf(page.request, inviterHeaders);
  const friendPhone = newPhone();
  const friend = await registerInvitee(page.request, friendPhone, inviterId);
  await sandboxDeposit(page.request, friendPhone, 500);
  await playAtPg(page.request, friend, 100, 0);
  // The member loses 400 of 1,000 this week: 5 % of it comes back.
  await playAtPg(page.request, inviterHeaders, 1000, 400);
  await closePeriodsAndAccrue(page.request);

  await logIn(page, 'th', inviter.phone, inviter.password);
  // 5 % of the friend's 500 net deposit waits on the referral bar.
  await expect(page.getByTestId('referral-amount')).toHaveText('25.00');

  // Refund: the week's 20.00, received into the refund balance, then added to the wallet.
  await page.getByTestId('refund-open').click();
  const refund = page.getByTestId('refund-modal');
  await expect(refund.getByTestId('refund-amount')).toHaveText('20.00');
  await expect(refund.getByTestId('refund-banners').locator('img')).toBeVisible();
  await screenshotInEveryLocale(page, 'rewards-1-refund', false);
  await refund.getByTestId('refund-receive').click();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-kind', 'success');
  await expect(refund.getByTestId('refund-balance')).toHaveText('20.00');
  await expect(refund.getByTestId('refund-amount')).toHaveText('0.00');
  await expect(refund.getByTestId('refund-receive')).toBeDisabled();
  await refund.getByTestId('refund-add-wallet').click();
  await expect(page.getByTestId('refund-add-warning')).toContainText('10%');
  await screenshotInEveryLocale(page, 'rewards-2-refund-confirm', false);
  await page.getByTestId('refund-add-confirm-button').click();
  await expect(refund.getByTestId('refund-balance')).toHaveText('0.00');
  await expect(refund.getByTestId('refund-log-entry')).toHaveCount(2);
  // The draw decides: added to the wallet (success toast) or forfeited (danger toast).
  const added = (await refund.getByTestId('refund-log-entry').first().getAttribute('data-step')) === 'wallet';
  await expect(page.getByTestId('toast').last()).toHaveAttribute('data-kind', added ? 'success' : 'error');
  await expect(refund.getByTestId('refund-log-entry').last()).toHaveAttribute('data-step', 'receive');
  await screenshotInEveryLocale(page, 'rewards-3-refund-log', false);
  await refund.getByTestId('modal-close').click();
  await expect(page.getByTestId('wallet-amount')).toContainText(added ? '20.00' : '0.00');

  // The referral bonus: the dialog states the odds, the claim is a draw, the outcome a toast.
  await page.getByTestId('referral-receive').click();
  await expect(page.getByTestId('invite-claim-rates')).toContainText('80');
  await screenshotInEveryLocale(page, 'rewards-4-invite-claim', false);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await page.getByTestId('invite-claim-confirm').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  const claimed = (await toast.getAttribute('data-kind')) === 'success';
  await expect(page.getByTestId('referral-amount')).toHaveText('0.00');
  await expect(page.getByTestId('wallet-amount')).toContainText(
    `${(added ? 20 : 0) + (claimed ? 25 : 0)}.00`,
  );
  await screenshotInEveryLocale(page, 'rewards-5-invite-claimed', false);

  // The invite modal: the friend's commission record, the link, the banner.
  await page.getByTestId('invite-open').click();
  const invite = page.getByTestId('invite-modal');
  await expect(invite.getByTestId('invite-record')).toHaveCount(1);
  await expect(invite.getByTestId('invite-record')).toContainText('Friend Invitee');
  await expect(invite.getByTestId('invite-record')).toContainText('25.00');
  await expect(invite.getByTestId('invite-link')).toContainText(`/register?code=PR${inviterId}`);
  await screenshotInEveryLocale(page, 'rewards-6-invite', false);

  // Both draws recompute in the browser from their revealed seeds.
  await invite.getByTestId('invite-verify-draws').click();
  const draws = page.getByTestId('draws-modal');
  await expect(draws.getByTestId('draw-row')).toHaveCount(2);
  // The odds in words, never the outcome codes (issue 42).
  await expect(draws.getByTestId('draw-row').first()).toContainText(/80 \/ .+ 20/);
  await expect(draws.getByTestId('draw-row').first()).not.toContainText('success 80');
  for (const row of await draws.getByTestId('draw-row').all()) {
    await row.getByTestId('draw-verify').click();
    await expect(row.getByTestId('draw-verify-result')).toHaveClass(/draw-row__won/);
  }
  // A draw the member won reads as a win; the refund's and the claim's as the draw decided.
  const outcomes = draws.getByTestId('draw-outcome');
  await expect(outcomes.first()).toHaveClass(claimed ? /draw-row__won/ : /draw-row__lost/);
  await expect(outcomes.last()).toHaveClass(added ? /draw-row__won/ : /draw-row__lost/);
  await expect(draws.getByTestId('draw-next-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await screenshotInEveryLocale(page, 'rewards-7-draws', false);
  await draws.getByTestId('modal-close').click();

  // The statement's reward rows in the member's words, dates in Bangkok time (issue 42).
  await page.goto('/user/statement');
  const details = page.getByTestId('statement-detail');
  await expect(details.first()).toBeVisible();
  for (const text of await details.allTextContents()) {
    expect(text).not.toMatch(/nonce|draw \d|\d{4}-\d\d-\d\dT/);
  }
  await screenshotInEveryLocale(page, 'rewards-8-statement-rewards', false);
});
