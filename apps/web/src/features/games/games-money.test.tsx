import { screen, within } from '@testing-library/react';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency, gameEntry } from '../../test/wallet-fixtures.ts';
import { GameAccountModal } from './GameAccountModal.tsx';
import { GameCarousels } from './GameCarousels.tsx';

/** Game balances in the member's currency (ADR 0167). */
describe('games money', () => {
  it.each([
    ['LAK', 20_000, '20,000 ₭', 'Credit 20,000'],
    ['THB', 12.5, '12.50', 'Credit 12.50'],
  ] as const)('shows a %s member’s game card balance', (currency, amount, balance, credit) => {
    // The carousels read the currency once and hand it to every card.
    renderWithApp(
      <GameCarousels
        slots={[gameEntry({ code: 'pg', category: 'slot', isActive: true, amount, ftWalletSlot: 1 })]}
        onOpen={vi.fn()}
      />,
      { queryClient: clientWithCurrency(currency) },
    );
    const card = screen.getByTestId('game-card-pg');
    expect(within(card).getByTestId('card-balance').textContent).toBe(balance);
    expect(within(card).getByTestId('card-converted').textContent).toBe(credit);
  });

  it.each([
    ['LAK', 20_000, 'Balance 20,000 kip'],
    ['THB', 12.5, 'Balance 12.50 baht'],
  ] as const)('names a %s member’s game balance in their currency', (currency, amount, text) => {
    mockFetch({});
    const entry = gameEntry({ code: 'imi', isActive: false, amount });
    renderWithApp(
      <GameAccountModal
        entry={entry}
        walletAmount={0}
        currency={currency}
        onClose={vi.fn()}
        onTransferOnly={vi.fn()}
        onSlotChange={vi.fn()}
      />,
    );
    expect(screen.getByTestId('game-balance').textContent).toBe(text);
  });
});
