import { LANGUAGE_COOKIE, LOCALES, STORAGE_KEYS, type Locale } from '@wallet/contract';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readLocaleCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The stored choice (local key first, then the cookie the server also reads), else the build default. */
export function initialLocale(fallback: Locale): Locale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  const cookie = readLocaleCookie();
  return isLocale(cookie) ? cookie : fallback;
}

/** BCP 47 tag for <html lang>: the app calls Lao "la", but the language tag for Lao is "lo". */
export function htmlLangOf(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}

export function persistLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = htmlLangOf(locale);
}
