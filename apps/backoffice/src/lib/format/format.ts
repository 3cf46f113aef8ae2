import type { Locale } from '@wallet/contract';

// Amounts are shown with the contract's formatBaht / formatSatang (money.ts), the one money display.

const TAGS: Record<Locale, string> = { th: 'th-TH', la: 'lo-LA', en: 'en-GB' };

/** A plain number (a count, hours, a multiple) with the operator's separators. */
export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(TAGS[locale]);
}

/**
 * A date and time in Bangkok time, the site's business clock, as YYYY-MM-DD HH:mm in every
 * language: operators compare times across screens and with bank statements, and a day-month
 * order that changes with the language (or a Buddhist-era year) invites misreadings.
 */
export function formatDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return String(iso);
  const parts = Object.fromEntries(
    BANGKOK.formatToParts(date).map((part) => [part.type, part.value] as const),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const BANGKOK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  calendar: 'gregory',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** How long ago, in minutes/hours/days, for a queue's oldest item. */
export function ageOf(iso: string, now = Date.now()): { unit: 'minutes' | 'hours' | 'days'; value: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 120) return { unit: 'minutes', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', value: hours };
  return { unit: 'days', value: Math.floor(hours / 24) };
}
