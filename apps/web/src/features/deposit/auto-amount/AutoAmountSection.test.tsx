import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { AutoAmountSection } from './AutoAmountSection.tsx';

const reply = (expireIn: number) => ({
  'POST /api/deposit/auto-amount': {
    body: { amount: 500.37, bankCode: 'KBANK', bankAccountNo: '0481234567', expireIn },
  },
});

describe('AutoAmountSection', () => {
  it('asks for the amount typed and shows the unique amount, the account and the countdown', async () => {
    const { callsTo } = mockFetch(reply(300));
    const user = userEvent.setup();
    renderWithApp(<AutoAmountSection />);
    await user.type(screen.getByTestId('auto-amount-input'), '500');
    await user.click(screen.getByTestId('auto-amount-ask'));
    expect((await screen.findByTestId('auto-amount-value')).textContent).toBe('500.37');
    expect(screen.getByTestId('auto-amount-reserved').textContent).toContain('048-123-4567');
    expect(screen.getByTestId('auto-amount-countdown').textContent).toBe('05:00');
    const sent = callsTo('POST /api/deposit/auto-amount');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: 500 });
  });

  it('an amount whose time is up says to ask again instead of a countdown', async () => {
    mockFetch(reply(0));
    const user = userEvent.setup();
    renderWithApp(<AutoAmountSection />);
    await user.type(screen.getByTestId('auto-amount-input'), '500');
    await user.click(screen.getByTestId('auto-amount-ask'));
    expect(await screen.findByTestId('auto-amount-expired')).toBeTruthy();
    expect(screen.queryByTestId('auto-amount-countdown')).toBeNull();
  });
});
