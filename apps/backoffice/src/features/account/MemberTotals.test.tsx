import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { accountOperatorApi, pathOf, type MemberTotals as Totals } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { MemberTotals } from './MemberTotals.tsx';

const totals: Totals = {
  deposits: { count: 3, amount: 18000 },
  withdrawals: { count: 1, amount: 2500 },
  bonuses: { count: 1, amount: 100 },
  adjustments: { credit: 50, debit: 0 },
  games: [{ provider: 'pg', in: 12000, out: 9000, balance: 1000, result: -2000 }],
  bankHistory: [{ field: 'bank_account_name', before: 'OLD', after: 'NEW', at: '2026-11-28T03:00:00.000Z' }],
};

describe("the member's picture to date", () => {
  it('shows totals in baht, per provider what went in, came back, is still there and the result, and bank changes', async () => {
    mockFetch({ [`GET ${pathOf(accountOperatorApi.totals, { memberId: 7 })}`]: { body: totals } });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale="en">
          <MemberTotals memberId={7} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const box = await screen.findByTestId('member-totals');
    expect(box.textContent).toContain('3 · 18,000.00');
    const row = within(screen.getByTestId('member-games')).getByText('pg').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'pg',
      '12,000.00',
      '9,000.00',
      '1,000.00',
      '-2,000.00',
    ]);
    expect(screen.getByTestId('member-bank-history').textContent).toContain('Account nameOLD → NEW');
  });
});
