import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { gameEntry, walletFixture } from '../../test/wallet-fixtures.ts';
import { TransferModal } from './TransferModal.tsx';
import { transferProblem } from './transfer-validation.ts';

/** Game transfers in the member's currency (ADR 0167). */
const kipWallet = walletFixture({
  wallet: { amount: 100_000, currency: 'LAK' },
  slots: [gameEntry({ code: 'pg', name: 'PG Soft', isActive: true, amount: 20_000 })],
});

describe('transfer money', () => {
  it('offers a kip member’s wallet and games with kip balances and labels the amount in kip', () => {
    renderWithApp(<TransferModal wallet={kipWallet} onClose={vi.fn()} />, { locale: 'la' });
    const options = Array.from((screen.getByTestId('transfer-from') as HTMLSelectElement).options);
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      expect.stringContaining('(100.000 ₭)'),
      'PG Soft (20.000 ₭)',
    ]);
    expect(screen.getByText('ຈຳນວນເງິນ (ກີບ)')).toBeTruthy();
  });

  it('says kip is whole before sending, then sends the whole kip typed', async () => {
    const { callsTo } = mockFetch({
      'POST /api/wallet/transfer': {
        body: {
          reference: 'T1',
          status: 'SUCCESS',
          from: 'WALLET',
          to: 'pg',
          amount: 20_000,
          wallet: { amount: 80_000 },
        },
      },
    });
    renderWithApp(<TransferModal wallet={kipWallet} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('transfer-from'), 'WALLET');
    await user.selectOptions(screen.getByTestId('transfer-to'), 'pg');
    await user.type(screen.getByTestId('transfer-amount'), '20000.5');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('transfer-error').textContent).toBe('Enter whole kip, without a decimal point');
    expect(callsTo('POST /api/wallet/transfer')).toHaveLength(0);
    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '20000');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(callsTo('POST /api/wallet/transfer').map((call) => call.body)).toEqual([
      { from: 'WALLET', to: 'pg', amount: 20_000 },
    ]);
  });

  it('holds a kip amount to whole kip above nothing, and a baht amount to the spec’s 1 baht', () => {
    const values = { from: 'WALLET', to: 'pg' };
    expect(transferProblem({ ...values, amount: '' }, 'LAK')).toEqual({ key: 'form.required' });
    expect(transferProblem({ ...values, amount: '0' }, 'LAK')).toEqual({ key: 'form.required' });
    expect(transferProblem({ ...values, amount: '1.5' }, 'LAK')).toEqual({ key: 'money.wholeKip' });
    expect(transferProblem({ ...values, amount: '1000' }, 'LAK')).toBeNull();
    expect(transferProblem({ ...values, amount: '0.5' }, 'THB')).toEqual({
      key: 'money.minBaht',
      vars: { min: 1 },
    });
    expect(transferProblem({ ...values, amount: '1.5' }, 'THB')).toBeNull();
  });
});
