import { STORAGE_KEYS, type WalletReply } from '@wallet/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { options, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { GameCard } from '../../features/games/GameCard.tsx';
import { WidgetButton } from '../../features/home/widgets/WidgetButton.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { RealtimeContext } from '../../lib/realtime/realtime-context.ts';
import { WalletPushSync } from '../../lib/realtime/WalletPushSync.tsx';
import { fakeSocket } from '../../test/fake-socket.ts';
import { renderWithApp } from '../../test/render.tsx';
import { gameEntry, walletFixture } from '../../test/wallet-fixtures.ts';
import { HomePage } from './HomePage.tsx';

const wallet = walletFixture({
  wallet: { amount: 100.25 },
  invite: { amount: 30, success: 80, fail: 20 },
  slots: [
    gameEntry({ code: 'pg', category: 'slot', isActive: true, amount: 50.5 }),
    gameEntry({ code: 'imi', category: 'sport', isActive: false }),
    gameEntry({ code: 'huayhd', category: 'lotto', isActive: true, amount: 10 }),
  ],
  updatedAt: '2025-03-04T05:06:07.000Z',
});

function serve(overrides: Partial<WalletReply> = {}, table: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/wallet': { body: { ...wallet, ...overrides } },
    'GET /api/spinwheel/active': { body: { active: false } },
    ...table,
  });
}

function renderHome() {
  localStorage.setItem(STORAGE_KEYS.rememberAgreement, 'true');
  const realtime = fakeSocket();
  const view = renderWithApp(
    <RealtimeContext value={realtime.socket}>
      <WalletPushSync />
      <HomePage />
    </RealtimeContext>,
    { path: '/user/home', routes: [{ path: '/user/bonus', element: <p>bonus page</p> }] },
  );
  return { ...view, realtime, user: userEvent.setup() };
}

/**
 * Renders of the game cards and the widgets while `action` runs, counted with Preact's hook after
 * each component's render (what its devtools use).
 */
async function rendersWhile(action: () => Promise<void>): Promise<{ card: number; widget: number }> {
  const renders = { card: 0, widget: 0 };
  const before = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (vnode.type === GameCard) renders.card += 1;
    if (vnode.type === WidgetButton) renders.widget += 1;
    before?.(vnode);
  };
  try {
    await action();
  } finally {
    options.diffed = before;
  }
  return renders;
}

/** Until the cards and widgets have rendered nothing for 50 ms: the page's load has settled. */
async function settled(): Promise<void> {
  for (;;) {
    const { card, widget } = await rendersWhile(() => new Promise((done) => setTimeout(done, 50)));
    if (card + widget === 0) return;
  }
}

describe('HomePage', () => {
  it('shows the name, the total of wallet and games, and the last update, which it stores', async () => {
    serve();
    renderHome();
    expect((await screen.findByTestId('member-name')).textContent).toBe('Somchai');
    expect(screen.getByTestId('total-balance').textContent).toBe('160.75');
    expect(screen.getByTestId('wallet-amount').textContent).toBe('100.25');
    const shown = formatDateTime(wallet.updatedAt);
    expect(screen.getByTestId('last-update').textContent).toBe(shown);
    // Stored by an effect after the render that shows it.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastSync)).toBe(shown));
    expect(screen.getByTestId('referral-amount').textContent).toBe('30.00');
  });

  it('offers a retry when the wallet cannot be loaded after the automatic retries', async () => {
    let loads = 0;
    serve(
      {},
      { 'GET /api/wallet': () => ((loads += 1) <= 3 ? { status: 500, body: {} } : { body: wallet }) },
    );
    const { user } = renderHome();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // A 5xx is retried twice by the query before the member is asked.
    expect(loads).toBe(3);
    await user.click(retry);
    expect((await screen.findByTestId('member-name')).textContent).toBe('Somchai');
  });

  it('puts each game in its carousel', async () => {
    serve();
    renderHome();
    const slot = await screen.findByTestId('carousel-slot');
    expect(within(slot).getByTestId('game-card-pg')).toBeTruthy();
    expect(within(screen.getByTestId('carousel-sport')).getByTestId('game-card-imi')).toBeTruthy();
    expect(within(screen.getByTestId('carousel-lotto')).getByTestId('game-card-huayhd')).toBeTruthy();
  });

  it("shows a kip member's balance in whole kip with ₭ and a kip label, also after a push", async () => {
    serve({ wallet: { amount: 100_000, currency: 'LAK' }, slots: [] });
    const { realtime } = renderHome();
    expect((await screen.findByTestId('total-balance')).textContent).toBe('100,000 ₭');
    expect(screen.getByText('Total balance (kip)')).toBeTruthy();
    act(() =>
      realtime.push('wallet:balance', {
        wallet: { amount: 80_000 },
        slots: [],
        updatedAt: '2099-03-04T05:07:00.000Z',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('wallet-amount').textContent).toBe('80,000 ₭'));
  });

  it('opening a modal redraws none of the cards: the page hands them the same props', async () => {
    serve();
    const { user } = renderHome();
    await screen.findByTestId('game-card-pg');
    await settled();
    const renders = await rendersWhile(async () => {
      await user.click(screen.getByTestId('deposit-open'));
      await screen.findByRole('dialog');
    });
    expect(renders).toEqual({ card: 0, widget: 0 });
  });

  it('a push that changes only the wallet redraws no game card', async () => {
    serve();
    const { realtime } = renderHome();
    await screen.findByTestId('game-card-pg');
    await settled();
    const renders = await rendersWhile(async () => {
      act(() =>
        realtime.push('wallet:balance', {
          wallet: { amount: 99 },
          slots: wallet.slots.map(({ code, amount, isActive }) => ({ code, amount, isActive })),
          updatedAt: wallet.updatedAt,
        }),
      );
      await waitFor(() => expect(screen.getByTestId('wallet-amount').textContent).toBe('99.00'));
    });
    expect(renders.card).toBe(0);
  });

  it('refresh-all reads every provider again', async () => {
    const refreshed = { ...wallet, slots: [gameEntry({ code: 'pg', isActive: true, amount: 1 })] };
    serve({}, { 'GET /api/wallet/refresh/slot': { body: refreshed } });
    const { user } = renderHome();
    await user.click(await screen.findByTestId('refresh-all'));
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('101.25'));
  });

  it('merges a pushed balance without loading the wallet again', async () => {
    const { callsTo } = serve();
    const { realtime } = renderHome();
    await screen.findByTestId('member-name');
    act(() =>
      realtime.push('wallet:balance', {
        wallet: { amount: 0 },
        slots: [{ code: 'pg', amount: 150.75, isActive: true }],
        updatedAt: '2025-03-04T05:07:00.000Z',
      }),
    );
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('wallet-amount').textContent).toBe('0.00'));
    expect(screen.getByTestId('total-balance').textContent).toBe('160.75');
    // The carousels come once the balance is on screen (the first-paint gate).
    const card = await screen.findByTestId('game-card-pg');
    expect(within(card).getByTestId('card-balance').textContent).toBe('150.75');
    expect(screen.getByTestId('last-update').textContent).toBe(formatDateTime('2025-03-04T05:07:00.000Z'));
    expect(callsTo('GET /api/wallet')).toHaveLength(1);
  });

  it('shows the spin widget with the coins when the wheel is on, the refresh widget otherwise', async () => {
    serve({}, { 'GET /api/spinwheel/active': { body: { active: true } } });
    renderHome();
    expect((await screen.findByTestId('spin-coins')).textContent).toBe('3 coins');
    expect(screen.queryByTestId('refresh-widget')).toBeNull();
  });

  it('keeps the refresh widget in the spin place when the wheel is off', async () => {
    serve();
    renderHome();
    expect(await screen.findByTestId('refresh-widget')).toBeTruthy();
    expect(screen.queryByTestId('spin-widget')).toBeNull();
  });

  it('offers the English-name edit only for KTB, TMB and BBL names that are not English', async () => {
    serve({ bankAccount: { ...wallet.bankAccount, bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' } });
    const { user } = renderHome();
    await user.click(await screen.findByTestId('bank-name-edit'));
    expect(await screen.findByTestId('bank-name-modal')).toBeTruthy();
  });

  it('shows no edit notice for another bank', async () => {
    serve({ bankAccount: { ...wallet.bankAccount, bankCode: 'KBANK', bankAccountName: 'สมชาย ใจดี' } });
    renderHome();
    await screen.findByTestId('member-name');
    expect(screen.queryByTestId('bank-name-notice')).toBeNull();
  });

  it('asks before opening an account: cancel opens nothing, confirm activates and opens the modal', async () => {
    const activated = gameEntry({ code: 'imi', category: 'sport', isActive: true });
    const { callsTo } = serve(
      {},
      {
        'GET /api/wallet/activate/imi': { body: activated },
        'GET /api/wallet/account/imi': { body: { username: 'lw42', password: 'pw', event: activated } },
      },
    );
    const { user } = renderHome();
    await user.click(await screen.findByTestId('game-card-imi'));
    await user.click(screen.getByTestId('game-open-confirm-cancel'));
    expect(screen.queryByTestId('game-open-confirm')).toBeNull();
    expect(callsTo('GET /api/wallet/activate/imi')).toHaveLength(0);
    await user.click(screen.getByTestId('game-card-imi'));
    expect(screen.getByTestId('game-open-confirm').textContent).toContain('Open your game account at IMI?');
    await user.click(screen.getByTestId('game-open-confirm-confirm'));
    expect((await screen.findByTestId('game-username')).textContent).toBe('lw42');
    expect(screen.getByTestId('game-card-imi').getAttribute('data-active')).toBe('true');
  });

  it('says nothing when an activation fails', async () => {
    serve({}, { 'GET /api/wallet/activate/imi': { status: 502, body: { message: 'SLOT_ACTIVATE_FAIL' } } });
    const { user } = renderHome();
    await user.click(await screen.findByTestId('game-card-imi'));
    await user.click(screen.getByTestId('game-open-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
    expect(screen.queryByTestId('game-modal')).toBeNull();
    expect(screen.queryByTestId('result-dialog')).toBeNull();
  });

  it('states the claim odds and shows a failed claim as a danger toast', async () => {
    serve({}, { 'GET /api/invite/bonus': { status: 404, body: { message: 'NO_INVITE_BONUS' } } });
    const { user } = renderHome();
    await user.click(await screen.findByTestId('referral-receive'));
    // The dialog is a lazy chunk: found once it has loaded, whichever test opened it first.
    expect((await screen.findByTestId('invite-claim-rates')).textContent).toBe(
      'Success rate 80%, fail rate 20%',
    );
    await user.click(screen.getByTestId('invite-claim-confirm'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
  });

  it('shows the invite link with the member code', async () => {
    serve();
    const { user } = renderHome();
    await user.click(await screen.findByTestId('invite-open'));
    expect((await screen.findByTestId('invite-link')).textContent).toBe(
      `${window.location.origin}/register?code=PR42`,
    );
  });

  it('opens the bonus screen from the bonus-conditions widget', async () => {
    serve();
    const { user } = renderHome();
    await user.click(await screen.findByTestId('bonus-conditions-open'));
    expect(await screen.findByText('bonus page')).toBeTruthy();
  });

  it('after a transfer shows the new wallet balance and reloads the game side', async () => {
    const after = {
      ...wallet,
      wallet: { amount: 0.25 },
      slots: [gameEntry({ code: 'pg', isActive: true, amount: 150.5 })],
    };
    let loads = 0;
    const { callsTo } = serve(
      {},
      {
        'GET /api/wallet': () => ({ body: (loads += 1) === 1 ? wallet : after }),
        'POST /api/wallet/transfer': {
          body: {
            reference: 'T',
            status: 'SUCCESS',
            from: 'WALLET',
            to: 'pg',
            amount: 100,
            wallet: { amount: 0.25 },
          },
        },
      },
    );
    const { user } = renderHome();
    await user.click(await screen.findByTestId('transfer-open'));
    await user.selectOptions(screen.getByTestId('transfer-from'), 'WALLET');
    await user.selectOptions(screen.getByTestId('transfer-to'), 'pg');
    await user.type(screen.getByTestId('transfer-amount'), '100');
    await user.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('result-dialog');
    expect(screen.queryByTestId('transfer-modal')).toBeNull();
    expect(screen.getByTestId('wallet-amount').textContent).toBe('0.25');
    await waitFor(() => expect(screen.getByTestId('total-balance').textContent).toBe('150.75'));
    expect(callsTo('GET /api/wallet')).toHaveLength(2);
  });
});
