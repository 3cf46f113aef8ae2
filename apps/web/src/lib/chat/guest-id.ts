import { STORAGE_KEYS } from '@wallet/contract';

/** The stored guest id (local storage `guest-id`), or null before the first chat. */
export function storedGuestId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.guestId);
  } catch {
    return null;
  }
}

/** Keeps the first guest id the server gave: created once, then reused (spec doc 1 section 4 "Chat"). */
export function keepGuestId(offered: string): string {
  const existing = storedGuestId();
  if (existing) return existing;
  try {
    localStorage.setItem(STORAGE_KEYS.guestId, offered);
  } catch {
    // Private mode: the guest chats for this page's life only.
  }
  return offered;
}

/**
 * Forgets the stored guest id: a member who declined to take this browser's guest conversation in
 * is not asked again, and a later guest on this device starts a new one (ADR 0153).
 */
export function forgetGuestId(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.guestId);
  } catch {
    // Nothing was kept.
  }
}
