import { LOCALES, type Locale } from '@wallet/contract';

const LOCALE_KEY = 'backoffice-locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The operator's stored choice, else the browser's language when it is Thai or Lao, else English. */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  if (browser === 'th') return 'th';
  if (browser === 'lo') return 'la';
  return 'en';
}

export function persistLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** BCP 47 tag for <html lang>: the app calls Lao "la", the language tag is "lo". */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale === 'la' ? 'lo' : locale;
}
