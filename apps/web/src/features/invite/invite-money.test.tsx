import { screen } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency } from '../../test/wallet-fixtures.ts';
import { InviteClaimDialog } from './InviteClaimDialog.tsx';
import { InviteRecords } from './InviteRecords.tsx';

/** Invite amounts in the member's currency (ADR 0167). */
const records = (amount: number) => ({
  'POST /api/invite': {
    body: {
      total: 1,
      invites: [
        {
          from: { name: 'Noy' },
          amount,
          createdAt: '2026-01-01T00:00:00.000Z',
          periodStart: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  },
});

describe('invite money', () => {
  it('offers a kip member kip, whole', () => {
    renderWithApp(
      <InviteClaimDialog
        invite={{ amount: 7_500, success: 90, fail: 10 }}
        onClose={vi.fn()}
        onClaimed={vi.fn()}
      />,
      {
        queryClient: clientWithCurrency('LAK'),
      },
    );
    expect(screen.getByText('Receive 7,500 kip into your wallet')).toBeTruthy();
  });

  it('offers a baht member baht, as before', () => {
    renderWithApp(
      <InviteClaimDialog
        invite={{ amount: 75, success: 90, fail: 10 }}
        onClose={vi.fn()}
        onClaimed={vi.fn()}
      />,
      {
        queryClient: clientWithCurrency('THB'),
      },
    );
    expect(screen.getByText('Receive 75.00 baht into your wallet')).toBeTruthy();
  });

  it.each([
    ['LAK', 7_500, '7,500', 'Amount (kip)'],
    ['THB', 75, '75.00', 'Amount (baht)'],
  ] as const)('lists a %s member’s records in their currency', async (currency, amount, shown, heading) => {
    mockFetch(records(amount));
    renderWithApp(<InviteRecords />, { queryClient: clientWithCurrency(currency) });
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.getByText(heading)).toBeTruthy();
  });
});
