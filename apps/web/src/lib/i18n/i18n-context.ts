import type { Locale } from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n/runtime';
import { createContext } from 'react';

export interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey, vars?: MessageVars) => string;
  /** The text to show for any thrown error (translated code, raw server text, or a generic text). */
  errorText: (error: unknown) => string;
  /** A server message: a catalogue code translated, anything else raw (spec doc 1 section 8). */
  codeText: (message: string) => string;
  /** A slip note translated, an unknown one raw. */
  slipNoteText: (note: string) => string;
}

export const I18nContext = createContext<I18nValue | null>(null);
