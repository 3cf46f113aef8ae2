import type { Locale } from '@wallet/contract';
import { translateError } from '@wallet/i18n';
import { isApiError } from '../api/api-error.ts';
import { translate } from './catalogue.ts';

/** A failed call in words: the server's code through the shared error catalogue, else what kind of failure. */
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
      return translateError(locale, error.code);
  }
}
