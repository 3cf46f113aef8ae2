import type { Locale } from '@wallet/contract';
import { translateError } from '@wallet/i18n';
import { isApiError } from '@wallet/web-client';
import { translate } from './catalogue.ts';

/**
 * A failed call in words: the server's code through the shared error catalogue (a limit with its
 * wait in the back-office's own words), else what kind of failure.
 */
export function errorTextFor(locale: Locale, error: unknown): string {
  if (!isApiError(error)) return translate(locale, 'error.unexpected');
  switch (error.kind) {
    case 'timeout':
      return translate(locale, 'error.timeout');
    case 'network':
      return translate(locale, 'error.network');
    case 'invalid-reply':
      return translate(locale, 'error.invalidReply');
    default:
      // Only operator sign-in answers it here: the shared text speaks of a member's phone.
      if (error.code === 'WRONG_CREDENTIAL') return translate(locale, 'auth.wrongCredential');
      // A limit that says how long: the wait, in minutes (or seconds under one).
      if (error.retryAfter !== undefined)
        return error.retryAfter < 60
          ? translate(locale, 'error.retryAfterSeconds', { seconds: error.retryAfter })
          : translate(locale, 'error.retryAfterMinutes', { minutes: Math.ceil(error.retryAfter / 60) });
      return translateError(locale, error.code);
  }
}
