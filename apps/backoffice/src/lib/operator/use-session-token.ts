import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange } from '../session/session.ts';

/** The operator's token, re-read whenever sign-in or a refused call changes it. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(onSessionChange, getToken, () => null);
}
