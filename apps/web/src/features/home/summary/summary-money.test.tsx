import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { clientWithCurrency, walletFixture } from '../../../test/wallet-fixtures.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { ReferralBar } from './ReferralBar.tsx';

/** Home's amounts in the member's currency (ADR 0167). */
describe('home summary money', () => {
  it.each([
    ['LAK', 100_000, '100.000 ₭', 'ຍອດເງິນລວມ (ກີບ)'],
    ['THB', 1_234.5, '1,234.50', 'ຍອດເງິນລວມ (ບາດ)'],
  ] as const)('shows a %s member’s balance in Lao as %s', (currency, amount, shown, label) => {
    const wallet = walletFixture({ wallet: { amount, currency } });
    renderWithApp(<BalanceCard wallet={wallet} onRefreshAll={vi.fn()} onTransfer={vi.fn()} />, {
      locale: 'la',
    });
    expect(screen.getByTestId('total-balance').textContent).toBe(shown);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each([
    ['LAK', 7_500, '7,500 ₭'],
    ['THB', 75, '75.00'],
  ] as const)('shows a %s member’s referral sum as %s', (currency, amount, shown) => {
    renderWithApp(<ReferralBar amount={amount} onReceive={vi.fn()} />, {
      queryClient: clientWithCurrency(currency),
    });
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
