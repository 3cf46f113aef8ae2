import type { Locale } from '@wallet/contract';

// A calendar day as the API takes it (YYYY-MM-DD) and as an operator types and reads it (ADR 0183):
// day/month/year in th, la and en (en-GB, as formatNumber), Gregorian; a Buddhist-era year typed
// by habit (2569) is read as its Gregorian year, and the field says which day it read.

const TAGS: Record<Locale, string> = { th: 'th-TH', la: 'lo-LA', en: 'en-GB' };
/** Years from this on are Buddhist era (2400 BE is 1857 CE, before any record here). */
const BUDDHIST_FROM = 2400;
const BUDDHIST_OFFSET = 543;
const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The ISO day of a year, month and day, or null when no such day exists (31/02). */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * What an operator typed, as the ISO day: '' for nothing, null for text that is no day. Takes
 * dd/mm/yyyy (or with dots or dashes), a Buddhist-era year, and an ISO day pasted from elsewhere.
 */
export function parseDayInput(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = ISO.exec(typed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const match = TYPED.exec(typed);
  if (!match) return null;
  const year = Number(match[3]);
  return dayOf(year >= BUDDHIST_FROM ? year - BUDDHIST_OFFSET : year, Number(match[2]), Number(match[1]));
}

/** An ISO day as the field shows it: dd/mm/yyyy ('' for none; anything else as it came). */
export function formatDayInput(day: string): string {
  const iso = ISO.exec(day);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : day;
}

/** An ISO day in words in the operator's language (weekday, month name, Gregorian year). */
export function readableDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    calendar: 'gregory',
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The ISO day `days` after (or before) `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
