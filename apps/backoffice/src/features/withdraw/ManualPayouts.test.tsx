import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  pathOf,
  type ManualPayoutItem,
  type ManualPayoutsPage,
  payoutDeskApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { meReplyOf, operatorOf, testQueryClient } from '../../test/render.tsx';
import { ManualPayouts } from './ManualPayouts.tsx';

const item: ManualPayoutItem = {
  id: 12,
  reference: 'WDABCDEFGHJKLMNPQR',
  member: { id: 55, username: '0812345678', name: 'Somchai' },
  amount: 1_250.5,
  bank: { code: 'KBANK', accountNo: '0481234567', accountName: 'SOMCHAI J' },
  status: 'TO_PAY',
  settled: false,
  bankReference: null,
  reason: null,
  batchId: null,
  decidedAt: null,
  decidedBy: null,
  returnAsked: null,
  createdAt: '2026-11-26T03:00:00.000Z',
};
const LIST = `GET ${pathOf(payoutDeskApi.manualPayouts)}`;
const PAID = `POST ${pathOf(payoutDeskApi.markPayoutPaid, { withdrawalId: 12 })}`;
const RETURN = `POST ${pathOf(payoutDeskApi.returnPayout, { withdrawalId: 12 })}`;

function renderPayouts(items: ManualPayoutItem[]) {
  const page: ManualPayoutsPage = { toPay: items.length, total: items.length, items };
  const mocked = mockFetch({
    [LIST]: { body: page },
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', 7)) },
    [PAID]: { body: { ...item, status: 'PAID', settled: true, bankReference: 'KB2611ABC123' } },
    [RETURN]: { body: { ...item, status: 'RETURNED', settled: true, reason: 'account closed' } },
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <ManualPayouts />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return mocked;
}

describe('the manual payout rail: to pay by hand (ADR 0146)', () => {
  it('shows where to transfer; recording paid sends the bank reference, only once it reads as one', async () => {
    const { callsTo } = renderPayouts([item]);
    const user = userEvent.setup();
    const row = await screen.findByTestId('manual-payout-row');
    expect(row.textContent).toContain('0481234567');
    expect(row.textContent).toContain('1,250.50');
    await user.click(within(row).getByTestId('manual-payout-paid'));
    const dialog = screen.getByTestId('manual-payout-dialog');
    const submit = within(dialog).getByTestId('manual-payout-submit') as HTMLButtonElement;
    await user.type(within(dialog).getByTestId('manual-payout-reference'), '<x>');
    expect(submit.disabled).toBe(true);
    await user.clear(within(dialog).getByTestId('manual-payout-reference'));
    await user.type(within(dialog).getByTestId('manual-payout-reference'), ' KB2611ABC123 ');
    await user.click(submit);
    await waitFor(() =>
      expect(callsTo(PAID).map((call) => call.body)).toEqual([{ bankReference: 'KB2611ABC123' }]),
    );
  });

  it('a return asks for the reason the member will read', async () => {
    const { callsTo } = renderPayouts([item]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('manual-payout-row')).getByTestId('manual-payout-return'),
    );
    const confirm = screen.getByTestId('confirm-dialog');
    await user.type(within(confirm).getByTestId('confirm-reason'), 'account closed');
    await user.click(within(confirm).getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(callsTo(RETURN).map((call) => call.body)).toEqual([{ reason: 'account closed' }]),
    );
  });

  it('a return waiting for a second operator says who asked and why; only another operator can confirm it', async () => {
    const asked = {
      by: { id: 3, username: 'fin-a', name: 'Anong' },
      reason: 'account frozen',
      at: item.createdAt,
    };
    const { callsTo } = renderPayouts([
      { ...item, returnAsked: asked },
      { ...item, id: 13, reference: 'WDOWNASKED', returnAsked: { ...asked, by: { ...asked.by, id: 7 } } },
    ]);
    const user = userEvent.setup();
    const [others, own] = await screen.findAllByTestId('manual-payout-row');
    expect(within(others!).getByTestId('manual-payout-return-asked').textContent).toBe(
      'Return asked by Anong: account frozen. It waits for a second operator.',
    );
    expect(within(own!).queryByTestId('manual-payout-return')).toBeNull();
    expect(within(own!).getByTestId('manual-payout-paid')).toBeTruthy();
    await user.click(within(others!).getByTestId('manual-payout-return'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Return this withdrawal as Anong asked?');
    await user.type(within(confirm).getByTestId('confirm-reason'), 'checked');
    await user.click(within(confirm).getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo(RETURN).map((call) => call.body)).toEqual([{ reason: 'checked' }]));
  });

  it('shows nothing while nothing waits to be paid', async () => {
    const { callsTo } = renderPayouts([]);
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(1));
    expect(screen.queryByTestId('manual-payouts')).toBeNull();
  });
});
