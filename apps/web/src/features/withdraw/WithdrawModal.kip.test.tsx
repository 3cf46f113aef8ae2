import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { walletFixture } from '../../test/wallet-fixtures.ts';
import { WithdrawModal } from './WithdrawModal.tsx';

/** The withdraw modal in the member's currency (ADR 0167): the lookup answers a kip member in kip. */
const kipLimits = { 'GET /api/lookup/withdraw': { body: { withdrawMin: 50_000, withdrawMax: 30_000_000 } } };

function renderWithdraw(currency: 'LAK' | 'THB', locale: 'en' | 'la' = 'en') {
  const wallet = walletFixture({ wallet: { amount: 100_000, currency } });
  renderWithApp(<WithdrawModal wallet={wallet} onClose={vi.fn()} />, { locale });
  return userEvent.setup();
}

async function submit(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = screen.getByTestId('withdraw-amount');
  await user.clear(input);
  if (amount) await user.type(input, amount);
  await user.click(screen.getByTestId('withdraw-submit'));
}

describe('WithdrawModal for a kip member', () => {
  it('shows the kip limits whole, says kip, and labels the amount in kip', async () => {
    mockFetch(kipLimits);
    renderWithdraw('LAK');
    expect((await screen.findByTestId('withdraw-limits')).textContent).toBe(
      'Withdraw 50,000 to 30,000,000 kip at a time',
    );
    expect(screen.getByText('Amount (kip)')).toBeTruthy();
  });

  it('groups kip the Lao way in Lao', async () => {
    mockFetch(kipLimits);
    renderWithdraw('LAK', 'la');
    expect((await screen.findByTestId('withdraw-limits')).textContent).toBe(
      'ຖອນໄດ້ຄັ້ງລະ 50.000 ຫາ 30.000.000 ກີບ',
    );
  });

  it('refuses decimals and says kip is whole, and the minimum in kip, before sending anything', async () => {
    const { callsTo } = mockFetch({
      ...kipLimits,
      'POST /api/wallet/withdrawAll': {
        body: { reference: 'W1', status: 'PENDING', amount: 60_000, wallet: { amount: 40_000 } },
      },
    });
    const user = renderWithdraw('LAK');
    await screen.findByTestId('withdraw-limits');
    await submit(user, '60000.5');
    expect(screen.getByText('Enter whole kip, without a decimal point')).toBeTruthy();
    await submit(user, '100');
    expect(screen.getByText('Minimum amount 50,000 ₭')).toBeTruthy();
    expect(callsTo('POST /api/wallet/withdrawAll')).toHaveLength(0);
    // 60,000 is above the baht maximum but inside the kip limits: it is sent, whole.
    await submit(user, '60000');
    expect(callsTo('POST /api/wallet/withdrawAll').map((call) => call.body)).toEqual([{ amount: 60_000 }]);
  });

  it('keeps a baht member’s modal as it was', async () => {
    mockFetch({ 'GET /api/lookup/withdraw': { body: { withdrawMin: 100, withdrawMax: 50_000 } } });
    renderWithdraw('THB');
    expect((await screen.findByTestId('withdraw-limits')).textContent).toBe(
      'Withdraw 100.00 to 50,000.00 baht at a time',
    );
    expect(screen.getByText('Amount (baht)')).toBeTruthy();
  });
});
