import type { StatementEntry } from '@wallet/contract';

/**
 * What this device's member chose about phone notifications (ADR 0157), kept per member on the
 * device: `on` (subscribed), `off` (turned off in the profile), `declined` (answered "not now" to
 * the prompt). No choice yet: the member may be asked once, after a deposit.
 */
export interface DeviceChoice {
  state: 'on' | 'off' | 'declined';
  showAmounts: boolean;
}

/** What the prompt decision reads: the browser, the server, and the member's choice on this device. */
export interface PromptFacts {
  /** Service worker, PushManager and Notification exist (an installed PWA on iOS, any modern browser). */
  supported: boolean;
  /** The server has VAPID keys. */
  serverEnabled: boolean;
  permission: NotificationPermission;
  choice: DeviceChoice | null;
}

/**
 * Whether the member may be asked on this device: once, never after an answer, never where the
 * browser cannot show notifications or already blocks them (a prompt that cannot work is noise).
 */
export function mayAsk(facts: PromptFacts): boolean {
  return facts.supported && facts.serverEnabled && facts.permission !== 'denied' && facts.choice === null;
}

/** A deposit credited within this window is "the deposit just made". */
export const FRESH_DEPOSIT_MS = 30 * 60 * 1000;

/**
 * Whether the balance that just rose came from a deposit credited now: the statement's newest rows
 * hold a successful deposit made within the window. A game's winnings coming back, a bonus or a
 * refund raise the balance too, and are not a deposit.
 */
export function depositJustCredited(rows: readonly StatementEntry[], now: number): boolean {
  return rows.some(
    (row) =>
      row.statementType === 'deposit' &&
      row.status === 'SUCCESS' &&
      now - Date.parse(row.createdAt) <= FRESH_DEPOSIT_MS,
  );
}

/** The wallet rose (not the first reading: a page load is never the moment to ask). */
export function walletRose(previous: number | undefined, next: number): boolean {
  return previous !== undefined && next > previous;
}

/** Whether the device should hold a subscription now, after a load: what the member chose and the browser still allows. */
export function keepsSubscription(facts: PromptFacts): boolean {
  return (
    facts.supported && facts.serverEnabled && facts.permission === 'granted' && facts.choice?.state === 'on'
  );
}
