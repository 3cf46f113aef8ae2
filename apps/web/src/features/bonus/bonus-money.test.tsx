import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { clientWithCurrency } from '../../test/wallet-fixtures.ts';
import { ActiveBonusNotice } from './ActiveBonusNotice.tsx';
import { BonusList } from './BonusList.tsx';
import { BonusTerms } from './BonusTerms.tsx';

/** Bonus amounts in the member's currency (ADR 0167). */
const active = {
  status: true,
  type: 'day' as const,
  code: 'B1',
  target: 150_000,
  floor: 5_000,
  mayEnd: false,
  total: 80_000,
};

describe('bonus money', () => {
  it('writes a kip member’s bonus terms in kip, whole', () => {
    renderWithApp(<BonusTerms percent={10} maxBonus={50_000} minDeposit={10_000} percentFail={5} />, {
      queryClient: clientWithCurrency('LAK'),
    });
    expect(
      screen.getByText('10% of your deposit, up to 50,000 kip; minimum deposit 10,000 kip'),
    ).toBeTruthy();
  });

  it('writes a baht member’s bonus terms as before', () => {
    renderWithApp(<BonusTerms percent={10} maxBonus={500} minDeposit={100} percentFail={5} />, {
      queryClient: clientWithCurrency('THB'),
    });
    expect(
      screen.getByText('10% of your deposit, up to 500.00 baht; minimum deposit 100.00 baht'),
    ).toBeTruthy();
  });

  it('tells a kip member when the bonus can end in kip, a bare figure with ₭', () => {
    renderWithApp(<ActiveBonusNotice active={active} onEnded={vi.fn()} />, {
      queryClient: clientWithCurrency('LAK'),
    });
    expect(
      screen.getByText('Bonus B1: it can end once your total reaches 150,000 kip or falls under 5,000 kip'),
    ).toBeTruthy();
    expect(screen.getByTestId('bonus-clear-why').textContent).toContain(
      'reaches 150,000 ₭ or falls under 5,000 ₭. Now: 80,000 ₭',
    );
  });

  it('tells a baht member as before', () => {
    renderWithApp(
      <ActiveBonusNotice active={{ ...active, target: 1500, floor: 5, total: 800 }} onEnded={vi.fn()} />,
      {
        queryClient: clientWithCurrency('THB'),
      },
    );
    expect(
      screen.getByText('Bonus B1: it can end once your total reaches 1,500.00 baht or falls under 5.00 baht'),
    ).toBeTruthy();
    expect(screen.getByTestId('bonus-clear-why').textContent).toContain(
      'reaches 1,500.00 or falls under 5.00. Now: 800.00',
    );
  });

  it('titles a kip member’s bonus card with the kip largest bonus the server answers (ADR 0190)', () => {
    const bonus = {
      code: 'WELCOME50',
      type: 'limit' as const,
      maxReceived: 1,
      percentFail: 50,
      banners: [],
      userBonus: { _id: null, isActive: false, received: [] },
      description: 'Welcome',
      percent: 50,
      maxBonus: 325_000,
      minDeposit: 65_000,
      targetTimes: 2,
    };
    renderWithApp(<BonusList bonuses={[bonus]} onActivated={vi.fn()} />, {
      queryClient: clientWithCurrency('LAK'),
    });
    expect(screen.getByTestId('bonus-card-title').textContent).toBe('50% bonus, up to 325,000 kip');
  });
});
