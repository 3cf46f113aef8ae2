import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.ts';
import type { OperatorText } from './operator-text.ts';

// No zod here: the browser builds run these (ADR 0072 keeps zod-built modules out of them).

/** A stored value written before texts had languages (a plain string) reads as Thai. */
export type StoredOperatorText = OperatorText | string;

export function asOperatorText(value: StoredOperatorText): OperatorText {
  return typeof value === 'string' ? { th: value } : value;
}

/** The member's language, falling back to Thai where the operator has not translated. */
export function textIn(value: StoredOperatorText, locale: Locale): string {
  const text = asOperatorText(value);
  const wanted = locale === 'th' ? undefined : text[locale];
  return wanted && wanted.trim() !== '' ? wanted : text.th;
}

/** The languages an operator text still lacks (the editor marks them). */
export function missingLanguages(value: StoredOperatorText): Locale[] {
  const text = asOperatorText(value);
  return LOCALES.filter((locale) => !text[locale] || text[locale].trim() === '');
}

/**
 * The member's language from an Accept-Language header: `th`, `lo` or `la` (the app's name for
 * Lao), `en`, with or without a region and quality values; the best-rated one the site speaks
 * wins, else Thai.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
      return { tag: tag.split('-')[0]!.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'lo' || tag === 'la') return 'la';
    if (tag === 'th' || tag === 'en') return tag;
  }
  return DEFAULT_LOCALE;
}

/** The header a client sends for a locale: Lao goes as its language tag `lo`. */
export function acceptLanguageOf(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}
