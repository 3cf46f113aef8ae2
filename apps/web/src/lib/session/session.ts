import { STORAGE_KEYS } from '@wallet/contract';

/**
 * The bearer token lives in localStorage when the member chose "remember me", otherwise in
 * sessionStorage so it dies with the tab (spec doc 1 section 2 /login).
 */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);
}

export function hasToken(): boolean {
  return getToken() !== null;
}

export function saveToken(token: string, remember: boolean): void {
  // Only one copy may exist, or a stale persistent token would outlive a session-only login.
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.token);
  (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
}

const endListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the session is cleared (the server-state cache forgets the member).
 * Returns the unsubscribe.
 */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/**
 * Logout and session end clear the token, the agreement flag and the last balance sync, and tell
 * onSessionEnd listeners.
 */
export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.rememberAgreement);
    storage.removeItem(STORAGE_KEYS.lastSync);
  }
  for (const listener of [...endListeners]) listener();
}
