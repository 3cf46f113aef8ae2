import type { Locale } from '@wallet/contract';
import { translate, translateError } from '@wallet/i18n';
import { isApiError } from '../api/api-error.ts';

/** Spec doc 1 section 8: a known code shows its translation, any other server message shows raw. */
export function errorTextFor(locale: Locale, error: unknown): string {
  if (!isApiError(error)) return translate(locale, 'error.unexpected');
  switch (error.kind) {
    case 'timeout':
      return translate(locale, 'error.timeout');
    case 'network':
      return translate(locale, 'error.network');
    case 'invalid-reply':
      return translate(locale, 'error.unexpected');
    case 'server':
      // A bare HTTP status (proxy error page, empty body) means nothing to a player.
      return error.code.startsWith('HTTP_')
        ? translate(locale, 'error.unexpected')
        : translateError(locale, error.code);
  }
}
