import { pushApi, statementApi, type Locale, type StatementEntry } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

/** The server's VAPID public key, or that push is off (cached for the session). */
export const pushKeyQuery = { ...routeQuery(pushApi.publicKey), staleTime: Infinity };

/** Whether this browser can receive Web Push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** The applicationServerKey PushManager takes: the base64url key as bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this device (or reuses its subscription) and tells the server, with the language
 * and amounts choice: the same call updates them later.
 */
export async function subscribeDevice(
  publicKey: string,
  language: Locale,
  showAmounts: boolean,
): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription');
  await callRoute(pushApi.subscribe, {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, language, showAmounts },
  });
}

/** Stops this device's notifications: the server forgets it, the browser drops the subscription. */
export async function unsubscribeDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await callRoute(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** The statement's newest rows: did the balance that rose come from a deposit? */
export async function newestMovements(): Promise<StatementEntry[]> {
  return (await callRoute(statementApi.page, { body: { page: 1, limit: 5 } })).statements;
}
