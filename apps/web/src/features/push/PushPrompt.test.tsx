import { pathOf, pushApi, statementApi, type BalanceEvent, type StatementEntry } from '@wallet/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeContext } from '../../lib/realtime/realtime-context.ts';
import { fakeSocket } from '../../test/fake-socket.ts';
import { renderWithApp } from '../../test/render.tsx';
import { seedWallet } from '../../test/wallet-fixtures.ts';
import { readChoice } from './device-choice.ts';
import { PushPrompt } from './PushPrompt.tsx';
import { pushKeyQuery } from './push-device.ts';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

function browserWithPush(answer: NotificationPermission = 'granted') {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => answer),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { pushManager, notification };
}

const deposit = (minutesAgo: number, over: Partial<StatementEntry> = {}): StatementEntry => ({
  reference: 'D1',
  statementType: 'deposit',
  from: 'QR',
  to: 'WALLET',
  status: 'SUCCESS',
  amount: 300,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  ...over,
});

function server(statements: StatementEntry[]) {
  return mockFetch({
    [`GET ${pathOf(pushApi.publicKey)}`]: { body: { enabled: true, publicKey: PUBLIC_KEY } },
    [`POST ${pathOf(statementApi.page)}`]: { body: { total: statements.length, statements } },
    [`POST ${pathOf(pushApi.subscribe)}`]: { status: 204 },
  });
}

const balance = (amount: number): BalanceEvent => ({
  wallet: { amount },
  slots: [],
  updatedAt: new Date().toISOString(),
});

function renderPrompt(loadedBy?: { from: number; to: number }) {
  const live = fakeSocket();
  const queryClient = createQueryClient({ retryDelay: 0 });
  seedWallet(queryClient);
  renderWithApp(
    <RealtimeContext value={live.socket}>
      <PushPrompt loadedBy={loadedBy} />
    </RealtimeContext>,
    { queryClient, locale: 'en' },
  );
  const pushBalance = async (amount: number) => {
    await act(async () => live.push('wallet:balance', balance(amount)));
  };
  return { pushBalance, loaded: () => keyLoaded(queryClient) };
}

/** Until the public key's answer has reached the component (the cache has it). */
async function keyLoaded(queryClient: ReturnType<typeof createQueryClient>) {
  await waitFor(() => expect(queryClient.getQueryData(pushKeyQuery.queryKey)).toBeDefined());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const statementReads = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === pathOf(statementApi.page));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the notifications prompt', () => {
  it('is not shown on load, then asks right after a deposit is credited; allowing subscribes this device', async () => {
    const { pushManager, notification } = browserWithPush('granted');
    const calls = server([deposit(1)]).calls;
    const { pushBalance, loaded } = renderPrompt();
    await loaded();

    // The first reading is the page's load: never the moment.
    await pushBalance(100);
    expect(statementReads(calls)).toHaveLength(0);
    expect(screen.queryByTestId('push-prompt')).toBeNull();

    await pushBalance(400);
    expect((await screen.findByTestId('push-prompt')).textContent).toContain(
      'Get notifications on this device?',
    );

    fireEvent.click(screen.getByTestId('push-prompt-allow'));
    await waitFor(() => expect(screen.queryByTestId('push-prompt')).toBeNull());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const subscribed = calls.filter((call) => call.path === pathOf(pushApi.subscribe));
    expect(subscribed.at(-1)!.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      language: 'en',
      showAmounts: false,
    });
    expect(readChoice('42')).toEqual({ state: 'on', showAmounts: false });
  });

  it('loaded by a rise of the balance, asks about that rise once it can: a deposit was just credited', async () => {
    browserWithPush('granted');
    const calls = server([deposit(1)]).calls;
    const { loaded } = renderPrompt({ from: 100, to: 400 });
    await loaded();
    expect(await screen.findByTestId('push-prompt')).toBeTruthy();
    expect(statementReads(calls)).toHaveLength(1);
  });

  it('does not ask when the money that arrived is no fresh deposit (a game’s winnings, an old deposit)', async () => {
    browserWithPush();
    const calls = server([deposit(1, { statementType: 'transfer', from: 'PG' }), deposit(90)]).calls;
    const { pushBalance, loaded } = renderPrompt();
    await loaded();
    await pushBalance(100);
    await pushBalance(900);
    await waitFor(() => expect(statementReads(calls)).toHaveLength(1));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
  });

  it('"Not now" is an answer: the member is never asked again on this device', async () => {
    browserWithPush();
    const calls = server([deposit(1)]).calls;
    const { pushBalance, loaded } = renderPrompt();
    await loaded();
    await pushBalance(100);
    await pushBalance(200);
    await screen.findByTestId('push-prompt');
    fireEvent.click(screen.getByText('Not now'));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(readChoice('42')).toEqual({ state: 'declined', showAmounts: false });

    await pushBalance(500);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(statementReads(calls)).toHaveLength(1);
  });

  it('never asks where the browser cannot receive push', async () => {
    const calls = server([deposit(1)]).calls;
    const { pushBalance } = renderPrompt();
    await pushBalance(100);
    await pushBalance(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
