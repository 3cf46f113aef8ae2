import { describe, expect, it } from 'vitest';
import { closedPeriods, lastClosedPeriod, periodContaining } from './bangkok-period.ts';

const at = (iso: string) => new Date(iso);

describe('Bangkok settlement periods', () => {
  it('a day turns at 17:00 UTC, midnight in Bangkok', () => {
    expect(periodContaining('day', at('2026-11-23T16:59:59.999Z'))).toEqual({
      start: at('2026-11-22T17:00:00.000Z'),
      end: at('2026-11-23T17:00:00.000Z'),
    });
    expect(periodContaining('day', at('2026-11-23T17:00:00.000Z'))).toEqual({
      start: at('2026-11-23T17:00:00.000Z'),
      end: at('2026-11-24T17:00:00.000Z'),
    });
  });

  it('a week starts on Monday 00:00 Bangkok, which is Sunday 17:00 UTC', () => {
    // 2026-11-23 is a Monday.
    expect(periodContaining('week', at('2026-11-22T16:59:59.999Z')).start).toEqual(
      at('2026-11-15T17:00:00.000Z'),
    );
    expect(periodContaining('week', at('2026-11-22T17:00:00.000Z'))).toEqual({
      start: at('2026-11-22T17:00:00.000Z'),
      end: at('2026-11-29T17:00:00.000Z'),
    });
    expect(periodContaining('week', at('2026-11-29T16:59:59.999Z')).start).toEqual(
      at('2026-11-22T17:00:00.000Z'),
    );
  });

  it('the year turns in Bangkok seven hours before UTC', () => {
    expect(periodContaining('day', at('2026-12-31T17:00:00.000Z')).start).toEqual(
      at('2026-12-31T17:00:00.000Z'),
    );
    expect(periodContaining('week', at('2027-01-01T00:00:00.000Z')).start).toEqual(
      at('2026-12-27T17:00:00.000Z'),
    );
  });

  it('the last closed period is the one before the current one', () => {
    expect(lastClosedPeriod('day', at('2026-11-23T17:00:00.000Z'))).toEqual({
      start: at('2026-11-22T17:00:00.000Z'),
      end: at('2026-11-23T17:00:00.000Z'),
    });
    expect(lastClosedPeriod('week', at('2026-11-23T03:00:00.000Z')).start).toEqual(
      at('2026-11-15T17:00:00.000Z'),
    );
  });

  it('closed periods follow each other without gaps, oldest first', () => {
    const periods = closedPeriods('day', at('2026-11-23T05:00:00.000Z'), 3);
    expect(periods.map((p) => p.start.toISOString())).toEqual([
      '2026-11-19T17:00:00.000Z',
      '2026-11-20T17:00:00.000Z',
      '2026-11-21T17:00:00.000Z',
    ]);
    for (let i = 1; i < periods.length; i += 1) expect(periods[i]!.start).toEqual(periods[i - 1]!.end);
  });
});

const dayStart = (instant: Date) => periodContaining('day', instant).start;
const weekStart = (instant: Date) => periodContaining('week', instant).start;

describe('Bangkok calendar day (UTC+7)', () => {
  it('starts at 17:00 UTC the day before', () => {
    expect(dayStart(at('2026-11-23T16:59:59.999Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(dayStart(at('2026-11-23T17:00:00Z'))).toEqual(at('2026-11-23T17:00:00Z'));
    expect(dayStart(at('2026-11-24T03:00:00Z'))).toEqual(at('2026-11-23T17:00:00Z'));
  });
  it('crosses months and years', () => {
    expect(dayStart(at('2026-12-31T17:00:00Z'))).toEqual(at('2026-12-31T17:00:00Z'));
    expect(dayStart(at('2026-12-31T16:00:00Z'))).toEqual(at('2026-12-30T17:00:00Z'));
  });
});

describe('ISO week in Bangkok (Monday 00:00 +07)', () => {
  // 2026-11-23 is a Monday: its week starts 2026-11-22T17:00Z.
  it('Sunday 23:59 Bangkok is still the previous week', () => {
    expect(weekStart(at('2026-11-22T16:59:59Z'))).toEqual(at('2026-11-15T17:00:00Z'));
  });
  it('Monday 00:00 Bangkok starts a new week, which holds until Sunday 23:59', () => {
    expect(weekStart(at('2026-11-22T17:00:00Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(weekStart(at('2026-11-29T16:59:59Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(weekStart(at('2026-11-29T17:00:00Z'))).toEqual(at('2026-11-29T17:00:00Z'));
  });
  it('a week across the new year starts in December (ISO week 1 of 2027 starts Monday 2027-01-04)', () => {
    expect(weekStart(at('2027-01-01T05:00:00Z'))).toEqual(at('2026-12-27T17:00:00Z'));
    expect(weekStart(at('2027-01-04T01:00:00Z'))).toEqual(at('2027-01-03T17:00:00Z'));
  });
  it('a Thursday UTC evening that is already Friday in Bangkok', () => {
    expect(weekStart(at('1970-01-01T20:00:00Z'))).toEqual(at('1969-12-28T17:00:00Z'));
  });
});
