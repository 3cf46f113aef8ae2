import { screen } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency } from '../../test/wallet-fixtures.ts';
import { RefundAddConfirm } from './RefundAddConfirm.tsx';
import { RefundLog } from './RefundLog.tsx';

/** Refund amounts in the member's currency (ADR 0167). */
const confirm = (currency: 'THB' | 'LAK', amount: number) =>
  renderWithApp(
    <RefundAddConfirm
      amount={amount}
      success={90}
      fail={10}
      busy={false}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    />,
    { queryClient: clientWithCurrency(currency) },
  );

const log = (amount: number) => ({
  'POST /api/refund': {
    body: {
      total: 1,
      refunds: [
        { refundAmount: amount, createdAt: '2026-01-01T00:00:00.000Z', step: 'receive', reference: 'F1' },
      ],
    },
  },
});

describe('refund money', () => {
  it('asks a kip member to move kip, whole', () => {
    confirm('LAK', 12_000);
    expect(screen.getByText('Move the refund of 12,000 kip to your wallet')).toBeTruthy();
  });

  it('asks a baht member as before', () => {
    confirm('THB', 120);
    expect(screen.getByText('Move the refund of 120.00 baht to your wallet')).toBeTruthy();
  });

  it('heads a kip member’s log in kip, its amounts whole', async () => {
    mockFetch(log(12_000));
    renderWithApp(<RefundLog />, { queryClient: clientWithCurrency('LAK') });
    expect(await screen.findByText('12,000')).toBeTruthy();
    expect(screen.getByText('Amount (kip)')).toBeTruthy();
  });

  it('heads a baht member’s log in baht, as before', async () => {
    mockFetch(log(120));
    renderWithApp(<RefundLog />, { queryClient: clientWithCurrency('THB') });
    expect(await screen.findByText('120.00')).toBeTruthy();
    expect(screen.getByText('Amount (baht)')).toBeTruthy();
  });
});
