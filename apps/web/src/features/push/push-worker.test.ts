import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The service worker's push script (public/push-worker.js) run against a stand-in `self`. */
function loadWorker(
  windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => unknown }[] = [],
) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: 'https://wallet.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const source = readFileSync(path.resolve(__dirname, '../../../public/push-worker.js'), 'utf8');
  new Function('self', source)(self);
  const fire = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { self, fire };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker’s push handler', () => {
  it('shows the notice with its text and tag, keeping the screen to open', async () => {
    const { self, fire } = loadWorker();
    await fire(
      'push',
      pushOf({ title: 'ฝากเงินสำเร็จ', body: 'เงินฝากเข้าแล้ว', url: '/user/home', tag: 'depositCredited' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'ฝากเงินสำเร็จ',
      expect.objectContaining({ body: 'เงินฝากเข้าแล้ว', tag: 'depositCredited', data: { url: '/user/home' } }),
    );
  });

  it('opens only this site’s screens, and shows nothing for a push that is not a notice', async () => {
    const { self, fire } = loadWorker();
    await fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/' }));
    await fire('push', pushOf({ title: 'x', body: 'y', url: '//evil.example/' }));
    const urls = self.registration.showNotification.mock.calls.map(
      (call) => (call as unknown as [string, { data: { url: string } }])[1].data.url,
    );
    expect(urls).toEqual(['/user/home', '/user/home']);
    await fire('push', pushOf({ hello: 1 }));
    await fire('push', { data: { json: () => JSON.parse('{') } });
    expect(self.registration.showNotification).toHaveBeenCalledTimes(2);
  });
});

describe('a tap on a notice', () => {
  it('brings the open app to the notice’s screen', async () => {
    const navigate = vi.fn();
    const open = { url: 'https://wallet.example/user/home', focus: vi.fn(async () => open), navigate };
    const { self, fire } = loadWorker([open]);
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { url: '/user/statement' } } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://wallet.example/user/statement');
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at that screen when the app is closed', async () => {
    const { self, fire } = loadWorker([]);
    await fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/user/contact' } } });
    expect(self.clients.openWindow).toHaveBeenCalledWith('https://wallet.example/user/contact');
  });
});
