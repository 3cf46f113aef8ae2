import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DepositModal } from './DepositModal.tsx';
import { depositBank, depositLookup, noQr, qrEntry } from './test-data.ts';

const slipHours = {
  'GET /api/lookup/slip': { body: { closed: false, closeFrom: '23:00', closeTo: '00:30' } },
};

function serve(lookup: ReturnType<typeof depositLookup>) {
  return mockFetch({
    'GET /api/lookup/deposit': { body: lookup },
    ...slipHours,
    'GET /api/qrcode/KBANK': { body: noQr },
    'GET /api/qrcode/WW': { body: noQr },
  });
}

describe('DepositModal', () => {
  it('offers bank transfer, QR and TrueMoney as tabs and loads a tab only once it is opened', async () => {
    const { callsTo } = serve(
      depositLookup({
        banks: [
          depositBank({
            bankCode: 'KBANK',
            mode: 'AUTO',
            bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank' },
          }),
          depositBank({ bankCode: 'KBANK', mode: 'SMS', bankAccountNo: '9990001111' }),
          qrEntry('WW'),
        ],
        wallets: [{ walletAccountName: '0891234567', mode: 'MANUAL' }],
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<DepositModal onClose={vi.fn()} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bank transfer', 'QR code', 'TrueMoney']);
    // KBANK in AUTO mode is an account to transfer to, shown as matched automatically.
    const accounts = screen.getAllByTestId('deposit-account');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.getAttribute('data-display')).toBe('kbank-auto');
    expect(screen.getByText(/matched automatically/)).toBeTruthy();
    expect(callsTo('GET /api/qrcode/KBANK')).toHaveLength(0);

    await user.click(screen.getByTestId('deposit-tab-qr'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Kasikorn Bank QR');
    await waitFor(() => expect(callsTo('GET /api/qrcode/WW')).toHaveLength(1));
    expect(callsTo('GET /api/qrcode/KBANK')).toHaveLength(1);

    await user.click(screen.getByTestId('deposit-tab-truewallet'));
    expect(screen.getByTestId('truewallet-gift-link')).toBeTruthy();
    // The tabs left stay mounted: going back does not load them again.
    await user.click(screen.getByTestId('deposit-tab-qr'));
    expect(callsTo('GET /api/qrcode/WW')).toHaveLength(1);
  });

  it('shows every entry as a plain account when isManual is set, with copy buttons', async () => {
    serve(
      depositLookup({
        isManual: true,
        banks: [
          depositBank({ bankCode: 'KBANK', mode: 'AUTO' }),
          qrEntry('WW', { bankAccountNo: '1112223334' }),
        ],
        wallets: [{ walletAccountName: '0891234567', mode: 'AUTO' }],
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<DepositModal onClose={vi.fn()} />);
    const accounts = await screen.findAllByTestId('deposit-account');
    expect(accounts.map((account) => account.getAttribute('data-display'))).toEqual(['plain', 'plain']);
    expect(screen.getByTestId('deposit-wallet')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByTestId('qr-create-WW')).toBeNull();
    expect(screen.queryByTestId('truelink-input')).toBeNull();

    await user.click(screen.getAllByTestId('deposit-copy')[1]!);
    expect((await screen.findByTestId('toast')).textContent).toBe('Copied: 1112223334');
  });

  it('swallows a failed lookup: no error, no accounts', async () => {
    mockFetch({ 'GET /api/lookup/deposit': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    renderWithApp(<DepositModal onClose={vi.fn()} />);
    await waitFor(() => expect(screen.queryByLabelText('Loading…')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('deposit-account')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says so when no deposit account is open', async () => {
    serve(depositLookup({ banks: [] }));
    renderWithApp(<DepositModal onClose={vi.fn()} />);
    expect(await screen.findByText('No deposit account is open right now')).toBeTruthy();
  });
});
