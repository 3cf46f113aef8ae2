import { LOCALES, type Locale } from '@wallet/contract';

const LOCALE_KEY = 'backoffice-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The choice made in this tab, else the browser's language when it is Thai or Lao, else English.
 * Kept in sessionStorage (issue 27): two tabs can show two languages, and changing one leaves
 * the other as it was (localStorage is shared by every tab and its change event reaches them).
 */
export function initialLocale(): Locale {
  const stored = sessionStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  if (browser === 'th') return 'th';
  if (browser === 'lo') return 'la';
  return 'en';
}

export function persistLocale(locale: Locale): void {
  sessionStorage.setItem(LOCALE_KEY, locale);
}

/** BCP 47 tag for <html lang>: the app calls Lao "la", the language tag is "lo". */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale === 'la' ? 'lo' : locale;
}
