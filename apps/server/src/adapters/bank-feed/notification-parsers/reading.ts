import { toSatang } from '@wallet/contract';

/** Bangkok has no daylight saving: one offset all year. */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/**
 * An amount as banks print it (1,500.37 / 500 / 500.3) read into whole satang, or undefined
 * when it is not a positive amount of at most two decimals. Not the contract's satangOf, which
 * converts a baht number the system holds.
 */
export function parsePrintedAmount(printed: string): number | undefined {
  const plain = printed.replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  const satang = toSatang(Number(plain));
  return satang !== undefined && satang > 0 ? satang : undefined;
}

/**
 * A two-digit year as Thai banks print it: Thai-language messages count in the Buddhist era
 * (69 = 2569 = 2026), English ones in the common era (26). Two-digit Buddhist years run from
 * 2560 (2017) up, common-era ones stay below 60 until 2060, so the two never meet.
 */
function fullYear(year: string): number {
  const n = Number(year);
  if (year.length === 4) return n > 2400 ? n - 543 : n;
  return n >= 60 ? 2500 + n - 543 : 2000 + n;
}

/**
 * The bank's time from the day, month, optional year and hh:mm a message prints, Bangkok time.
 * Without a year, the year of the moment the phone received it (a message from 31/12 read on
 * 1/1 goes back a year). Undefined when the numbers are not a date.
 */
export function bangkokTime(
  parts: { day: string; month: string; year?: string | undefined; hour: string; minute: string },
  receivedAt: Date,
): Date | undefined {
  const received = new Date(receivedAt.getTime() + BANGKOK_OFFSET_MS);
  const day = Number(parts.day);
  const month = Number(parts.month);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  let year = parts.year ? fullYear(parts.year) : received.getUTCFullYear();
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  if (!parts.year && month > received.getUTCMonth() + 1) year -= 1;
  const at = Date.UTC(year, month - 1, day, hour, minute) - BANGKOK_OFFSET_MS;
  const check = new Date(at + BANGKOK_OFFSET_MS);
  return check.getUTCDate() === day ? new Date(at) : undefined;
}

/** The matches of one named-group pattern, or undefined. */
export function groupsOf(pattern: RegExp, text: string): Record<string, string | undefined> | undefined {
  return pattern.exec(text)?.groups;
}

/** Spaces collapsed, so a message forwarded with line breaks reads as the same one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A sender's name as printed, or null when the bank printed none. */
export function nameOrNull(name: string | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}
