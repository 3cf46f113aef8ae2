import { pathOf, pushApi } from '@wallet/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { seedWallet } from '../../test/wallet-fixtures.ts';
import { readChoice, writeChoice } from './device-choice.ts';
import { PushSettings } from './PushSettings.tsx';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

function browserWith(permission: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return subscription;
}

function render(enabled = true) {
  const { calls } = mockFetch({
    [`GET ${pathOf(pushApi.publicKey)}`]: {
      body: { enabled, publicKey: enabled ? `B${'A'.repeat(86)}` : null },
    },
    [`POST ${pathOf(pushApi.subscribe)}`]: { status: 204 },
    [`POST ${pathOf(pushApi.unsubscribe)}`]: { status: 204 },
  });
  const queryClient = createQueryClient({ retryDelay: 0 });
  seedWallet(queryClient);
  renderWithApp(<PushSettings />, { queryClient, locale: 'en' });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the profile's notification settings", () => {
  it('turns this device off: the server and the browser forget the subscription', async () => {
    const subscription = browserWith('granted');
    writeChoice('42', { state: 'on', showAmounts: false });
    const calls = render();
    const toggle = await screen.findByLabelText('Deposits, withdrawals and messages from support');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(readChoice('42')).toEqual({ state: 'off', showAmounts: false }));
    expect(calls.find((call) => call.path === pathOf(pushApi.unsubscribe))!.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('shows amounts from now on: kept on the device and told to the server at once', async () => {
    browserWith('granted');
    writeChoice('42', { state: 'on', showAmounts: false });
    const calls = render();
    fireEvent.click(await screen.findByLabelText('Show amounts in notifications'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === pathOf(pushApi.subscribe))?.body).toMatchObject({
        endpoint: ENDPOINT,
        showAmounts: true,
        language: 'en',
      }),
    );
    expect(readChoice('42')).toEqual({ state: 'on', showAmounts: true });
  });

  it('says the browser blocks notifications instead of offering a toggle that cannot work', async () => {
    browserWith('denied');
    render();
    expect(await screen.findByText(/This browser blocks notifications/)).toBeTruthy();
    expect(screen.queryByLabelText('Deposits, withdrawals and messages from support')).toBeNull();
  });

  it('shows nothing where the server has push off', async () => {
    browserWith('default');
    const calls = render(false);
    await waitFor(() => expect(calls.some((call) => call.path === pathOf(pushApi.publicKey))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('push-settings')).toBeNull();
  });
});
