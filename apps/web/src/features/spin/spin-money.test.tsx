import { screen } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency } from '../../test/wallet-fixtures.ts';
import { ClaimModal } from './ClaimModal.tsx';
import { CouponTable } from './CouponTable.tsx';
import { SpinPage } from './SpinPage.tsx';

/** Spin amounts in the member's currency (ADR 0167). */
const claim = { coupon: 'C1', amount: 5_000, reference: 'R1' };
const coupon = {
  coupon: 'C1',
  type: 'credit' as const,
  prize: { slice: 's1', name: 'Credit', names: { th: 'เครดิต', la: 'ເຄຣດິດ', en: 'Credit' } },
  amount: 5_000,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  status: 'claimable' as const,
  claimedAt: null,
};

describe('spin money', () => {
  it('tells a kip member the claimed coupon in kip, whole', () => {
    renderWithApp(<ClaimModal claim={claim} onClose={vi.fn()} />, { queryClient: clientWithCurrency('LAK') });
    expect(screen.getByText('5,000 kip was added to your wallet')).toBeTruthy();
  });

  it('tells a baht member baht with two decimals, as before', () => {
    renderWithApp(<ClaimModal claim={claim} onClose={vi.fn()} />, { queryClient: clientWithCurrency('THB') });
    expect(screen.getByText('5,000.00 baht was added to your wallet')).toBeTruthy();
  });

  it.each([
    ['LAK', 'la', '5.000 ₭'],
    ['THB', 'la', '5,000.00'],
  ] as const)('shows a %s member’s credit coupon as %s %s', async (currency, locale, shown) => {
    mockFetch({ 'GET /api/spinwheel/coupon': { body: { coupons: [coupon] } } });
    renderWithApp(<CouponTable onClaim={vi.fn()} busy={false} />, {
      queryClient: clientWithCurrency(currency),
      locale,
    });
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it.each([
    ['LAK', 65_000, 'Every 65,000 kip deposited earns 1 coin; each spin costs 1 coin'],
    ['THB', 100, 'Every 100.00 baht deposited earns 1 coin; each spin costs 1 coin'],
  ] as const)(
    'tells a %s member the coin rule with the figure the server sends (ADR 0181)',
    async (currency, perCoin, shown) => {
      mockFetch({
        'GET /api/spinwheel/setup': {
          body: {
            activeSpinwheel: { name: 'Wheel', slices: [] },
            userCoin: 1,
            depositPerCoin: perCoin,
          },
        },
        'GET /api/spinwheel/coupon': { body: { coupons: [] } },
      });
      renderWithApp(<SpinPage />, { queryClient: clientWithCurrency(currency) });
      expect(await screen.findByText(shown)).toBeTruthy();
    },
  );
});
