import { screen, waitFor } from '@testing-library/react';
import { operatorAuthApi, pathOf, settingsOperatorApi, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../test/render.tsx';
import { spinGroupOf } from '../test/spin-settings.ts';

/**
 * Issue 41: "labels not tied (screen readers cannot name fields)". Every control a form shows must
 * have a name a screen reader reads: a label tied to it (htmlFor/id or wrapping) or an aria name.
 */
function unnamedControls(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')]
    .filter((control) => !control.hidden && control.type !== 'hidden')
    .filter(
      (control) =>
        (control.labels?.length ?? 0) === 0 &&
        !control.getAttribute('aria-label') &&
        !control.getAttribute('aria-labelledby'),
    )
    .map((control) => control.outerHTML.slice(0, 160));
}

const withdrawGroup = {
  withdraw: { withdrawMin: 100, withdrawMax: 50000 },
  withdrawApproval: { mode: 'operator', secondApproverAboveBaht: 20000 },
  withdrawalRisk: {
    turnoverMultiple: 1,
    newAccountHours: 24,
    bankChangeDays: 7,
    withdrawalsPerDay: 3,
    sharedDeviceDays: 30,
  },
  kipAmounts: {
    transferMinKip: 1000,
    withdrawMinKip: 50000,
    withdrawMaxKip: 30000000,
    qrMinDepositKip: 10000,
    qrQuickAmountsKip: [10000, 20000],
    refundMinimumKip: 10000,
    depositKipPerCoin: 65000,
    memberCreditsKip: 6500000,
    operatorCreditsKip: 65000000,
  },
};

const spinGroup = spinGroupOf();

function signedInAdmin() {
  saveToken('op-token');
  mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin', 1)) },
    [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
    [`GET ${pathOf(settingsOperatorApi.withdraw.read)}`]: { body: withdrawGroup },
    [`GET ${pathOf(settingsOperatorApi.spin.read)}`]: { body: spinGroup },
  });
}

describe('every field of the back-office forms is named by its label', () => {
  // Each page, and what shows that its form is there (the rest may still be loading).
  const pages: [path: string, shown: string][] = [
    ['/adjustments/new', 'adjustment-form'],
    ['/audit', 'audit-filters'],
    ['/queues/withdrawals', 'list-search'],
    ['/operators', 'operator-create'],
    ['/members', 'member-search-input'],
    ['/reports', 'report-export'],
    ['/bank-feed', 'statement-import'],
    ['/settings/withdraw', 'settings-form-withdraw'],
    ['/settings/spin', 'settings-form-spin'],
  ];
  it.each(pages)('%s', async (path, shown) => {
    signedInAdmin();
    const { container } = renderApp(path);
    await screen.findByTestId(shown, {}, { timeout: 5000 });
    await waitFor(() => expect(container.querySelectorAll('input, select').length).toBeGreaterThan(0));
    expect(unnamedControls(container)).toEqual([]);
  });

  it('the adjustment form and the date filters are found by their labels', async () => {
    signedInAdmin();
    renderApp('/adjustments/new');
    expect(await screen.findByLabelText('Member: phone, name, bank account or id')).toBeTruthy();
    expect(screen.getByLabelText('Direction').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Amount (THB)').tagName).toBe('INPUT');
  });
});
