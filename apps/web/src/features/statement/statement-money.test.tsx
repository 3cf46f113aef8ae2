import type { StatementEntry } from '@wallet/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency } from '../../test/wallet-fixtures.ts';
import { StatementRow } from './StatementRow.tsx';

/** Statement amounts in the member's currency (ADR 0167). */
const entry = (amount: number): StatementEntry => ({
  reference: 'A',
  statementType: 'withdraw',
  from: 'WALLET',
  to: 'BANK',
  status: 'SUCCESS',
  amount,
  createdAt: '2026-03-04T05:06:07.000Z',
});

const names = { provider: () => undefined, bank: () => undefined };

describe('statement money', () => {
  it.each([
    ['LAK', 'en', 60_000, '-60,000 ₭'],
    ['LAK', 'la', 60_000, '-60.000 ₭'],
    ['THB', 'en', 600, '-600.00'],
    ['THB', 'la', 1_234.5, '-1,234.50'],
  ] as const)('shows a %s member’s amount in %s as %s', (currency, locale, amount, shown) => {
    renderWithApp(
      <ul>
        <StatementRow entry={entry(amount)} names={names} />
      </ul>,
      { queryClient: clientWithCurrency(currency), locale },
    );
    expect(screen.getByTestId('statement-amount').textContent).toBe(shown);
  });
});
