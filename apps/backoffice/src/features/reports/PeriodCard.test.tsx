import { render, screen } from '@testing-library/react';
import { depositChannels, type PeriodFigures } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { PeriodCard } from './PeriodCard.tsx';

const figures = (otherCount: number): PeriodFigures => ({
  from: '2026-11-28',
  to: '2026-11-28',
  deposits: {
    amount: 20052,
    count: otherCount,
    byChannel: depositChannels.map((channel) => ({
      channel,
      amount: channel === 'other' ? 20052 : 0,
      count: channel === 'other' ? otherCount : 0,
    })),
  },
  withdrawals: { amount: 0, count: 0 },
  newMembers: 0,
  newMembersDeposited: 0,
  costs: { bonus: 0, refund: 0, invite: 0, spin: 0, adjustments: 0, forfeits: 0 },
  houseNet: 20052,
});

// Issue 41: the dashboard names what each deposit bucket holds; "Other" says it on the card.
describe('period card deposit channels', () => {
  it('explains every channel, and "Other" in words when it holds money', () => {
    render(
      <I18nProvider locale="en">
        <PeriodCard title="Today" figures={figures(3)} testId="period-today" />
      </I18nProvider>,
    );
    expect(screen.getByText('Test credits, slips approved without a reference')).toBeTruthy();
    expect(screen.getByTestId('period-today-other-hint').textContent).toContain(
      'Sandbox and demo test credits',
    );
    const labels = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')!);
    expect(labels).toHaveLength(depositChannels.length);
    for (const label of labels) expect(label.title).not.toBe('');
  });

  it('keeps the card short when nothing is in "Other"', () => {
    render(
      <I18nProvider locale="en">
        <PeriodCard title="Today" figures={figures(0)} testId="period-today" />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('period-today-other-hint')).toBeNull();
  });
});
