import type { Locale } from '@wallet/contract';
import { createContext } from 'react';
import type { MessageKey, MessageVars } from './message-types.ts';

export interface I18nValue {
  locale: Locale;
  setLocale(locale: Locale): void;
  t(key: MessageKey, vars?: MessageVars): string;
  /** The text for a failed call: a catalogue code translated, anything else named plainly. */
  errorText(error: unknown): string;
}

export const I18nContext = createContext<I18nValue | null>(null);
