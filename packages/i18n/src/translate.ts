import type { Locale } from '@wallet/contract';
import { catalogues } from './catalogues.ts';
import { errorCodeText, messageText, slipNoteText } from './catalogue-text.ts';
import type { MessageKey, MessageVars } from './types.ts';

export { interpolate, placeholdersOf } from './catalogue-text.ts';

/** The texts by locale with all three catalogues loaded (server, tests). */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  return messageText(catalogues[locale], key, vars);
}

export function translateError(locale: Locale, message: string): string {
  return errorCodeText(catalogues[locale], message);
}

export function translateSlipNote(locale: Locale, note: string): string {
  return slipNoteText(catalogues[locale], note);
}
