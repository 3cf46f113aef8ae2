import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { bankFeedOperatorApi, pathOf, type BankFeedHealth } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { BankFeedHealthCard } from './BankFeedHealthCard.tsx';

const health: BankFeedHealth = {
  silentAfterMinutes: 30,
  sources: [
    { bankCode: 'KBANK', accountNo: '0481234567', source: 'push', enabled: true, lastAt: null, silent: true },
    {
      bankCode: 'KBANK',
      accountNo: '0481234567',
      source: 'notification',
      enabled: true,
      lastAt: '2026-11-26T03:00:00.000Z',
      silent: false,
    },
  ],
  errors: { unparsed: 1, noAccount: 0 },
  waiting: { review: 1, unmatched: 2, unparsed: 1, ambiguous: 1 },
};

function renderCard(alertsOnly: boolean) {
  mockFetch({ [`GET ${pathOf(bankFeedOperatorApi.bankFeedHealth)}`]: { body: health } });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <BankFeedHealthCard alertsOnly={alertsOnly} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('bank feed health card', () => {
  it('on the dashboard lists only the silent sources, with the count and what waits', async () => {
    renderCard(true);
    const card = await screen.findByTestId('bank-feed-alerts');
    expect(card.textContent).toContain('1 silent');
    expect(screen.getAllByTestId('bank-feed-health-row')).toHaveLength(1);
    expect(screen.getByTestId('bank-feed-health-row').textContent).toContain('Bank push');
    // REVIEW, UNMATCHED, UNPARSED and AMBIGUOUS (ADR 0117) all wait for an operator.
    expect(card.textContent).toContain('5 waiting for an operator');
  });

  it('on the Auto deposits page lists every source', async () => {
    renderCard(false);
    await screen.findByTestId('bank-feed-health');
    expect(screen.getAllByTestId('bank-feed-health-row')).toHaveLength(2);
  });
});
