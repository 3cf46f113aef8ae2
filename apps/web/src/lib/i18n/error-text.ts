import { errorCodeText, messageText, type Catalogue } from '@wallet/i18n/runtime';
import { isApiError } from '@wallet/web-client';

/** Spec doc 1 section 8: a known code shows its translation, any other server message shows raw. */
export function errorTextFor(catalogue: Catalogue, error: unknown): string {
  if (!isApiError(error)) return messageText(catalogue, 'error.unexpected');
  switch (error.kind) {
    case 'timeout':
      return messageText(catalogue, 'error.timeout');
    case 'network':
      return messageText(catalogue, 'error.network');
    case 'invalid-reply':
      return messageText(catalogue, 'error.unexpected');
    case 'server':
      // A bare HTTP status (proxy error page, empty body) means nothing to a player.
      return error.code.startsWith('HTTP_')
        ? messageText(catalogue, 'error.unexpected')
        : errorCodeText(catalogue, error.code);
  }
}
