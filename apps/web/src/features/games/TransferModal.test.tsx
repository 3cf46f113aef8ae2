import { IDEMPOTENCY_HEADER, type TransferReply } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { cachedWallet, gameEntry, seedWallet, walletFixture } from '../../test/wallet-fixtures.ts';
import { TransferModal } from './TransferModal.tsx';

const wallet = walletFixture({
  wallet: { amount: 100 },
  slots: [
    gameEntry({ code: 'pg', name: 'PG Soft', isActive: true, amount: 5 }),
    gameEntry({ code: 'imi', name: 'IMI', isActive: false }),
  ],
});

const reply = (status: TransferReply['status'] = 'SUCCESS'): TransferReply => ({
  reference: 'T1',
  status,
  from: 'WALLET',
  to: 'pg',
  amount: 10,
  wallet: { amount: 90 },
});

function renderTransfer(initialTo?: string) {
  const props = { onClose: vi.fn() };
  const { queryClient } = renderWithApp(<TransferModal wallet={wallet} initialTo={initialTo} {...props} />);
  seedWallet(queryClient, wallet);
  return { ...props, queryClient, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, from: string, to: string, amount: string) {
  await user.selectOptions(screen.getByTestId('transfer-from'), from);
  await user.selectOptions(screen.getByTestId('transfer-to'), to);
  await user.clear(screen.getByTestId('transfer-amount'));
  if (amount) await user.type(screen.getByTestId('transfer-amount'), amount);
}

describe('TransferModal', () => {
  it('offers none, the wallet and active games only', () => {
    renderTransfer();
    const options = Array.from((screen.getByTestId('transfer-from') as HTMLSelectElement).options);
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose an account',
      'Wallet (100.00)',
      'PG Soft (5.00)',
    ]);
  });

  it('shows selectAccMsg, canNotTransferMsg and the minimum without calling the server', async () => {
    const { calls } = mockFetch({});
    const { user } = renderTransfer();
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('transfer-error').textContent).toBe('Please choose both accounts');

    await fill(user, 'pg', 'pg', '10');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('transfer-error').textContent).toBe('You cannot transfer to the same account');

    await fill(user, 'WALLET', 'pg', '0.5');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('transfer-error').textContent).toBe('Minimum amount 1 baht');
    expect(calls).toHaveLength(0);
  });

  it('keeps digits and one decimal point in the amount, as the withdraw amount does', async () => {
    const { user } = renderTransfer();
    await user.type(screen.getByTestId('transfer-amount'), '1a2b,0.5.09x');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('120.50');
  });

  it('starts from the wallet to the game it was opened for', () => {
    renderTransfer('pg');
    expect((screen.getByTestId('transfer-from') as HTMLSelectElement).value).toBe('WALLET');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('pg');
  });

  it('sends the transfer, shows successMsg with transferMsg and closes', async () => {
    const { callsTo } = mockFetch({ 'POST /api/wallet/transfer': { body: reply() } });
    const { user, onClose, queryClient } = renderTransfer('pg');
    await user.type(screen.getByTestId('transfer-amount'), '10.50');
    await user.click(screen.getByTestId('transfer-submit'));
    const dialog = await screen.findByTestId('result-dialog');
    expect(dialog.getAttribute('data-kind')).toBe('success');
    expect(screen.getByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByTestId('result-dialog-message').textContent).toBe('The transfer is complete');
    expect(callsTo('POST /api/wallet/transfer')[0]!.body).toEqual({ from: 'WALLET', to: 'pg', amount: 10.5 });
    // The reply's wallet amount is in the cache the home screen reads.
    expect(cachedWallet(queryClient)?.wallet.amount).toBe(90);
    expect(onClose).toHaveBeenCalled();
  });

  it('says a PENDING transfer is being processed', async () => {
    mockFetch({ 'POST /api/wallet/transfer': { body: reply('PENDING') } });
    const { user } = renderTransfer('pg');
    await user.type(screen.getByTestId('transfer-amount'), '10');
    await user.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('result-dialog-message')).textContent).toMatch(/being processed/);
  });

  it('retries with the same key after a network error, and uses a new key for a new submission', async () => {
    let attempt = 0;
    const { callsTo } = mockFetch({
      'POST /api/wallet/transfer': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { body: reply() };
      },
    });
    const { user, onClose } = renderTransfer('pg');
    await user.type(screen.getByTestId('transfer-amount'), '10');
    await user.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('result-dialog-close'));

    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await user.click(screen.getByTestId('result-dialog-close'));
    await user.clear(screen.getByTestId('transfer-amount'));
    await user.type(screen.getByTestId('transfer-amount'), '10');
    await user.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo('POST /api/wallet/transfer')).toHaveLength(3));

    const keys = callsTo('POST /api/wallet/transfer').map((call) => call.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a server refusal translated under errorMsg and keeps the input', async () => {
    mockFetch({ 'POST /api/wallet/transfer': { status: 409, body: { message: 'MONEY_NOT_ENOUGH' } } });
    const { user } = renderTransfer('pg');
    await user.type(screen.getByTestId('transfer-amount'), '1000');
    await user.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByTestId('result-dialog-message').textContent).toBe('Not enough balance');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1000');
  });
});
