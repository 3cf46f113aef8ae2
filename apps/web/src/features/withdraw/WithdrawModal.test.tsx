import { IDEMPOTENCY_HEADER, type WithdrawReply } from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { cachedWallet, seedWallet, walletFixture } from '../../test/wallet-fixtures.ts';
import { WithdrawModal } from './WithdrawModal.tsx';

const limits = { 'GET /api/lookup/withdraw': { body: { withdrawMin: 100, withdrawMax: 5000 } } };

const reply = (status: WithdrawReply['status']): WithdrawReply => ({
  reference: 'W1',
  status,
  amount: 300,
  wallet: { amount: 0 },
});

function renderWithdraw() {
  const props = { onClose: vi.fn() };
  const { queryClient } = renderWithApp(<WithdrawModal wallet={walletFixture()} {...props} />);
  seedWallet(queryClient, walletFixture({ wallet: { amount: 300 } }));
  return { ...props, queryClient, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = screen.getByTestId('withdraw-amount');
  await user.clear(input);
  if (amount) await user.type(input, amount);
  await user.click(screen.getByTestId('withdraw-submit'));
}

describe('WithdrawModal', () => {
  it('shows the limits, the bank account and the bonus guidance', async () => {
    mockFetch(limits);
    renderWithdraw();
    expect((await screen.findByTestId('withdraw-limits')).textContent).toBe(
      'Withdraw 100.00 to 5,000.00 baht at a time',
    );
    expect(screen.getByText('To Kasikorn Bank 123-456-7890')).toBeTruthy();
    expect(screen.getByText(/If you hold a bonus/)).toBeTruthy();
  });

  it('requires a number within withdrawMin and withdrawMax before calling the server', async () => {
    const { callsTo } = mockFetch(limits);
    const { user } = renderWithdraw();
    await screen.findByTestId('withdraw-limits');
    await submit(user, '');
    expect(screen.getByText('This field is required')).toBeTruthy();
    // Letters never reach the field (issue 15 item 7); a half-typed decimal is refused.
    await submit(user, 'ten');
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('This field is required')).toBeTruthy();
    await submit(user, '150.');
    expect(screen.getByText('Enter the amount in numbers, with at most two decimals')).toBeTruthy();
    await submit(user, '99');
    expect(screen.getByText('Minimum amount 100.00')).toBeTruthy();
    await submit(user, '5000.01');
    expect(screen.getByText('Maximum amount 5,000.00')).toBeTruthy();
    expect(callsTo('POST /api/wallet/withdrawAll')).toHaveLength(0);
  });

  it('withdraws with an idempotency key and says to wait for the transfer', async () => {
    const { callsTo } = mockFetch({ ...limits, 'POST /api/wallet/withdrawAll': { body: reply('PENDING') } });
    const { user, onClose, queryClient } = renderWithdraw();
    await screen.findByTestId('withdraw-limits');
    await submit(user, '300');
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('success');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe(
      'Your withdrawal was received. Please wait for the transfer to your bank account.',
    );
    const call = callsTo('POST /api/wallet/withdrawAll')[0]!;
    expect(call.body).toEqual({ amount: 300 });
    expect(call.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(cachedWallet(queryClient)?.wallet.amount).toBe(0);
    expect(onClose).toHaveBeenCalled();
  });

  it('says to wait for the transfer when the payout rail already took it too (spec doc 2 section 8)', async () => {
    mockFetch({ ...limits, 'POST /api/wallet/withdrawAll': { body: reply('SUCCESS') } });
    const { user } = renderWithdraw();
    await screen.findByTestId('withdraw-limits');
    await submit(user, '300');
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('success');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe(
      'Your withdrawal was received. Please wait for the transfer to your bank account.',
    );
  });

  it('shows a FAILED payout as an error', async () => {
    mockFetch({ ...limits, 'POST /api/wallet/withdrawAll': { body: reply('FAILED') } });
    const { user } = renderWithdraw();
    await screen.findByTestId('withdraw-limits');
    await submit(user, '300');
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
  });
});

describe('WithdrawModal with a bonus held', () => {
  it('shows what the server says the withdrawal pays and deducts, for the amount typed', async () => {
    const { callsTo } = mockFetch({
      ...limits,
      'GET /api/bonus/check/withdraw': (init) => {
        void init;
        return { body: { bonus: true, wallet: 1500, amount: 1250, deducted: 250 } };
      },
    });
    const { user } = renderWithdraw();
    expect((await screen.findByTestId('withdraw-bonus-preview')).textContent).toBe(
      'Bonus held: you receive 1,250.00 baht, 250.00 baht is deducted',
    );
    await user.type(screen.getByTestId('withdraw-amount'), '1500');
    expect(callsTo('GET /api/bonus/check/withdraw').length).toBeGreaterThan(1);
  });

  it('shows no deduction without a bonus', async () => {
    mockFetch({
      ...limits,
      'GET /api/bonus/check/withdraw': { body: { bonus: false, wallet: 1500, amount: 100, deducted: 0 } },
    });
    renderWithdraw();
    await screen.findByTestId('withdraw-limits');
    expect(screen.queryByTestId('withdraw-bonus-preview')).toBeNull();
  });
});
