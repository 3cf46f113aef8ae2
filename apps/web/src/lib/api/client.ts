import { PASSWORD_CHANGE_REQUIRED, sessionEndingCodes, SITE_GONE, type ErrorCode } from '@wallet/contract';
import { createApiClient, routeQueryOf, type Answer } from '@wallet/web-client';
import { NEW_PASSWORD_PATH } from '../session/new-password-path.ts';
import { clearSession, getToken } from '../session/session.ts';
import { DEFAULT_APP_LOCALE } from '../config/site-variant.ts';
import { initialLocale } from '../i18n/locale-store.ts';
import { takeEarlyRead, unlessAborted } from './early-reads.ts';
import { navigateFromApi } from './navigator.ts';

/**
 * Spec doc 1 section 4 "Session": these answers move the user whatever screen asked. A member an
 * operator locked is answered INACTIVE_USER on every call (issue 10): with a session that is a
 * logout too, while on the login form it stays the form's message. A session opened with an
 * operator's one-time password is sent to the new-password screen (ADR 0053).
 */
function redirectFor({ message, sentToken }: Answer): void {
  const lockedOut = sentToken && message === 'INACTIVE_USER';
  if (message === SITE_GONE) {
    navigateFromApi('/terminated');
  } else if (sentToken && message === PASSWORD_CHANGE_REQUIRED) {
    navigateFromApi(NEW_PASSWORD_PATH);
  } else if (lockedOut || (message !== null && sessionEndingCodes.includes(message as ErrorCode))) {
    clearSession();
    navigateFromApi('/login');
  }
}

/**
 * The member's API client: the stored member token, the build's API_BASE, the session redirects
 * above, and the answers index.html's inline script already asked for (early-reads.ts).
 */
export const memberApi = createApiClient({
  base: import.meta.env.VITE_API_BASE ?? '',
  token: getToken,
  // The stored choice is the language shown (I18nProvider stores it when the member picks one).
  locale: () => initialLocale(DEFAULT_APP_LOCALE),
  onAnswer: redirectFor,
  earlyAnswer: (path, token, signal) => {
    const early = takeEarlyRead(path, token);
    return early && unlessAborted(early, signal);
  },
});

/** Where the API (and the realtime socket) live; empty means this page's own origin. */
export const API_BASE = memberApi.base;

export const { apiRequest, callRoute } = memberApi;

/** The query of one contract route, keyed from the route (`routeKey`), read through this client. */
export const routeQuery = routeQueryOf(memberApi);
