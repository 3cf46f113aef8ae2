import { translate } from '@wallet/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlipSummary } from '../../../components/ui/slip/SlipSummary.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { moneyIn } from '../../../test/wallet-fixtures.ts';
import { slipOutcome } from './slip-outcome.ts';

/** Slip amounts in the member's currency (ADR 0167). */
const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
  translate('en', key, vars);
const slip = (amount: number) => ({
  reference: 'S1',
  status: 'SUCCESS' as const,
  amount,
  note: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('slip money', () => {
  it('tells a kip member the credited slip in kip, a baht member in baht', () => {
    expect(slipOutcome(slip(100_000), t, String, moneyIn('LAK')).message).toBe(
      'Your slip of 100,000 kip was accepted: the money is in your wallet.',
    );
    expect(slipOutcome(slip(1_000), t, String, moneyIn('THB')).message).toBe(
      'Your slip of 1,000.00 baht was accepted: the money is in your wallet.',
    );
  });

  it('draws a kip member’s slip with the kip amount, a baht one as before', () => {
    renderWithApp(<SlipSummary slip={slip(100_000)} layout="list-row" money={moneyIn('LAK')} />);
    expect(screen.getByTestId('slip-amount').textContent).toBe('100,000 ₭');
  });

  it('draws a slip in baht when the screen gives no money (as before)', () => {
    renderWithApp(<SlipSummary slip={slip(1_000)} layout="list-row" />);
    expect(screen.getByTestId('slip-amount').textContent).toBe('1,000.00');
  });
});
