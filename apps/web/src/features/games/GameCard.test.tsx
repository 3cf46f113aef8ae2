import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { gameEntry, moneyIn } from '../../test/wallet-fixtures.ts';
import { GameCard } from './GameCard.tsx';

/** What the carousels hand every card: a baht member's money, in English. */
const money = moneyIn('THB');

describe('GameCard', () => {
  it('shows an active account with its balance, converted amount and view-data label', () => {
    renderWithApp(
      <ul>
        <GameCard
          entry={gameEntry({ code: 'pg', isActive: true, amount: 12.5, ftWalletSlot: 2 })}
          onOpen={vi.fn()}
          money={money}
        />
      </ul>,
    );
    const card = screen.getByTestId('game-card-pg');
    expect(card.getAttribute('data-active')).toBe('true');
    expect(within(card).getByTestId('card-balance').textContent).toBe('12.50');
    expect(within(card).getByTestId('card-converted').textContent).toBe('Credit 25.00');
    expect(within(card).getByText('View data')).toBeTruthy();
    expect(within(card).queryByTestId('card-open')).toBeNull();
  });

  it('shows an inactive account with the open-account label only', () => {
    renderWithApp(
      <ul>
        <GameCard entry={gameEntry({ code: 'imi', isActive: false })} onOpen={vi.fn()} money={money} />
      </ul>,
    );
    const card = screen.getByTestId('game-card-imi');
    expect(card.getAttribute('data-active')).toBe('false');
    expect(within(card).getByTestId('card-open').textContent).toBe('Open account');
    expect(within(card).queryByTestId('card-balance')).toBeNull();
  });

  it('draws the background and logo, but never an unsafe address', () => {
    renderWithApp(
      <ul>
        <GameCard
          entry={gameEntry({ code: 'pg', background: 'javascript:alert(1)', logo: '/games/pg/logo.png' })}
          onOpen={vi.fn()}
          money={money}
        />
      </ul>,
    );
    const card = screen.getByTestId('game-card-pg');
    expect(within(card).getByRole('img', { name: 'PG' }).getAttribute('src')).toBe('/games/pg/logo.png');
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it('hands the entry to onOpen when clicked', async () => {
    const onOpen = vi.fn();
    const entry = gameEntry({ code: 'pg' });
    renderWithApp(
      <ul>
        <GameCard entry={entry} onOpen={onOpen} money={money} />
      </ul>,
    );
    await userEvent.setup().click(screen.getByTestId('game-card-pg'));
    expect(onOpen).toHaveBeenCalledWith(entry);
  });
});
