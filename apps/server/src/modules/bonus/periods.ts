import type { BonusType } from '@wallet/contract';

/** Bangkok has no daylight saving: its calendar day starts at 17:00 UTC the day before. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 1970-01-01 was a Thursday: ISO weeks start three days later in that week's count. */
const EPOCH_MONDAY_SHIFT_DAYS = 3;

/** Start (UTC instant) of the Bangkok calendar day that holds `at`. */
export function bangkokDayStart(at: Date): Date {
  const local = at.getTime() + BANGKOK_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);
}

/** Start (UTC instant) of the ISO week (Monday 00:00 Bangkok) that holds `at`. */
export function bangkokWeekStart(at: Date): Date {
  const localDays = Math.floor((at.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  const mondayDays = localDays - ((localDays + EPOCH_MONDAY_SHIFT_DAYS) % 7);
  return new Date(mondayDays * DAY_MS - BANGKOK_OFFSET_MS);
}

/**
 * From when a bonus's receipts count (spec doc 2 section 4): the same Bangkok calendar day
 * (day), the same ISO week (week), or ever (limit: undefined).
 */
export function periodStart(type: BonusType, at: Date): Date | undefined {
  if (type === 'day') return bangkokDayStart(at);
  if (type === 'week') return bangkokWeekStart(at);
  return undefined;
}
