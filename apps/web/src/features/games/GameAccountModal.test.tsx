import { IDEMPOTENCY_HEADER, type GameAccountEntry } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { cachedWallet, gameEntry, seedWallet, walletFixture } from '../../test/wallet-fixtures.ts';
import { GameAccountModal } from './GameAccountModal.tsx';

const openWindow = vi.fn();

beforeEach(() => {
  openWindow.mockReset().mockReturnValue({ opener: {} });
  vi.stubGlobal('open', openWindow);
});

function login(entry: GameAccountEntry, password = 'pw-1') {
  return { username: 'lw42', password, event: entry };
}

function transferReply(amount: number) {
  return {
    reference: 'T1',
    status: 'SUCCESS',
    from: 'WALLET',
    to: 'pg',
    amount,
    wallet: { amount: 0 },
  };
}

function renderModal(entry: GameAccountEntry, walletAmount: number) {
  const props = { onClose: vi.fn(), onTransferOnly: vi.fn(), onSlotChange: vi.fn() };
  const { queryClient } = renderWithApp(
    <GameAccountModal entry={entry} walletAmount={walletAmount} {...props} />,
  );
  seedWallet(queryClient, walletFixture({ wallet: { amount: walletAmount } }));
  return { ...props, queryClient };
}

describe('GameAccountModal', () => {
  const active = gameEntry({
    code: 'pg',
    isActive: true,
    web: 'https://pg.example/play',
    android: null,
    ios: null,
  });

  it('shows the credentials of an active account and disables the missing app links', async () => {
    mockFetch({ 'GET /api/wallet/account/pg': { body: login(active) } });
    renderModal(active, 100);
    expect((await screen.findByTestId('game-username')).textContent).toBe('lw42');
    expect(screen.getByTestId('game-password').textContent).toBe('pw-1');
    expect(screen.getByTestId('game-web').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('game-android').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('game-ios').hasAttribute('disabled')).toBe(true);
  });

  it('shows no credentials for an account that is not active', async () => {
    const inactive = gameEntry({ code: 'pg', isActive: false });
    const { calls } = mockFetch({ 'GET /api/wallet/account/pg': { body: login(inactive) } });
    renderModal(inactive, 100);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('game-username')).toBeNull();
    expect(screen.queryByTestId('game-password')).toBeNull();
  });

  it('disables transfer-only when the wallet is empty', async () => {
    mockFetch({ 'GET /api/wallet/account/pg': { body: login(active) } });
    renderModal(active, 0);
    expect(screen.getByTestId('game-transfer-only').hasAttribute('disabled')).toBe(true);
  });

  it('transfer-only hands the game code on', async () => {
    mockFetch({ 'GET /api/wallet/account/pg': { body: login(active) } });
    const props = renderModal(active, 50);
    await userEvent.setup().click(screen.getByTestId('game-transfer-only'));
    expect(props.onTransferOnly).toHaveBeenCalledWith('pg');
  });

  it('transfer-and-play moves the whole wallet with an idempotency key, then launches the game', async () => {
    const { callsTo } = mockFetch({
      'GET /api/wallet/account/pg': { body: login(active) },
      'POST /api/wallet/transferAll': { body: transferReply(50) },
      'GET /api/autoLogin/pg/lw42': { body: { url: 'https://pg.example/launch?t=1' } },
    });
    const props = renderModal(active, 50);
    await screen.findByTestId('game-username');
    await userEvent.setup().click(screen.getByTestId('game-transfer-play'));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('https://pg.example/launch?t=1', '_blank'));
    const transfer = callsTo('POST /api/wallet/transferAll')[0]!;
    expect(transfer.body).toEqual({ to: 'pg' });
    expect(transfer.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[a-f0-9]{32}$/);
    expect(cachedWallet(props.queryClient)?.wallet.amount).toBe(0);
    expect(screen.getByTestId('result-dialog').getAttribute('data-kind')).toBe('success');
  });

  it('with an empty wallet, transfer-and-play only launches (a page of this site is fine)', async () => {
    const { callsTo } = mockFetch({
      'GET /api/wallet/account/pg': { body: login(active) },
      'GET /api/autoLogin/pg/lw42': { body: { url: '/sandbox-games/pg?session=s1' } },
    });
    renderModal(active, 0);
    await screen.findByTestId('game-username');
    await userEvent.setup().click(screen.getByTestId('game-transfer-play'));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('/sandbox-games/pg?session=s1', '_blank'));
    expect(callsTo('POST /api/wallet/transferAll')).toHaveLength(0);
  });

  it('launches password providers with the password in the path, in this tab when popups are blocked', async () => {
    const imi = gameEntry({ code: 'imi', isActive: true });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    openWindow.mockReturnValue(null);
    mockFetch({
      'GET /api/wallet/account/imi': { body: login(imi, 'p w') },
      'GET /api/autoLogin/imi/lw42/p%20w': { body: { url: 'https://imi.example/go' } },
    });
    renderModal(imi, 0);
    await screen.findByTestId('game-username');
    await userEvent.setup().click(screen.getByTestId('game-play'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://imi.example/go'));
  });

  it('shows a failed transfer in the error dialog and does not launch', async () => {
    mockFetch({
      'GET /api/wallet/account/pg': { body: login(active) },
      'POST /api/wallet/transferAll': { status: 502, body: { message: 'TRANSFER_FAIL' } },
    });
    renderModal(active, 50);
    await screen.findByTestId('game-username');
    await userEvent.setup().click(screen.getByTestId('game-transfer-play'));
    const dialog = await screen.findByTestId('result-dialog');
    expect(dialog.getAttribute('data-kind')).toBe('error');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe(
      'The transfer failed; the money was returned to your wallet',
    );
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('never opens a launch link that is not http(s) or a page of this site', async () => {
    mockFetch({
      'GET /api/wallet/account/pg': { body: login(active) },
      'GET /api/autoLogin/pg/lw42': { body: { url: 'javascript:alert(1)' } },
    });
    renderModal(active, 0);
    await screen.findByTestId('game-username');
    await userEvent.setup().click(screen.getByTestId('game-play'));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('asks before resetting the password; confirmed, shows the new one', async () => {
    const { callsTo } = mockFetch({
      'GET /api/wallet/account/pg': { body: login(active) },
      'GET /api/wallet/resetpassword/pg': { body: login(active, 'fresh-2') },
    });
    renderModal(active, 0);
    await screen.findByTestId('game-username');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('game-reset-password'));
    await user.click(screen.getByTestId('game-reset-confirm-cancel'));
    expect(callsTo('GET /api/wallet/resetpassword/pg')).toHaveLength(0);
    expect(screen.getByTestId('game-modal')).toBeTruthy();
    await user.click(screen.getByTestId('game-reset-password'));
    await user.click(screen.getByTestId('game-reset-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('game-password').textContent).toBe('fresh-2'));
  });
});
