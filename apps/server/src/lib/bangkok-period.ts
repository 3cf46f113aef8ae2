/**
 * Settlement periods on the Asia/Bangkok calendar (UTC+7 all year: Thailand has kept no daylight
 * saving since 1920, so a fixed offset is exact). A day starts at 00:00 Bangkok (17:00 UTC the
 * day before); a week starts on Monday 00:00 Bangkok. A period is [start, end).
 */
export type PeriodKind = 'day' | 'week';

export interface Period {
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** The period that contains the instant. */
export function periodContaining(kind: PeriodKind, at: Date): Period {
  const local = at.getTime() + BANGKOK_OFFSET_MS;
  let startLocal = Math.floor(local / DAY_MS) * DAY_MS;
  if (kind === 'week') {
    // 1970-01-01 was a Thursday: days since the Monday before it.
    const weekday = (Math.floor(startLocal / DAY_MS) + 3) % 7;
    startLocal -= weekday * DAY_MS;
  }
  const start = new Date(startLocal - BANGKOK_OFFSET_MS);
  return { start, end: new Date(start.getTime() + (kind === 'week' ? 7 : 1) * DAY_MS) };
}

/** The last period that has ended at this instant. */
export function lastClosedPeriod(kind: PeriodKind, at: Date): Period {
  const current = periodContaining(kind, at);
  return periodContaining(kind, new Date(current.start.getTime() - 1));
}

/** The `count` closed periods before the instant, oldest first. */
export function closedPeriods(kind: PeriodKind, at: Date, count: number): Period[] {
  const periods: Period[] = [];
  let cursor = at;
  for (let i = 0; i < count; i += 1) {
    const period = lastClosedPeriod(kind, cursor);
    periods.unshift(period);
    cursor = period.start;
  }
  return periods;
}
