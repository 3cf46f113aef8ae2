import { describe, expect, it } from 'vitest';
import { bangkokDayStart, bangkokWeekStart, periodStart } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('Bangkok calendar day (UTC+7)', () => {
  it('starts at 17:00 UTC the day before', () => {
    expect(bangkokDayStart(at('2026-11-23T16:59:59.999Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(bangkokDayStart(at('2026-11-23T17:00:00Z'))).toEqual(at('2026-11-23T17:00:00Z'));
    expect(bangkokDayStart(at('2026-11-24T03:00:00Z'))).toEqual(at('2026-11-23T17:00:00Z'));
  });
  it('crosses months and years', () => {
    expect(bangkokDayStart(at('2026-12-31T17:00:00Z'))).toEqual(at('2026-12-31T17:00:00Z'));
    expect(bangkokDayStart(at('2026-12-31T16:00:00Z'))).toEqual(at('2026-12-30T17:00:00Z'));
  });
});

describe('ISO week in Bangkok (Monday 00:00 +07)', () => {
  // 2026-11-23 is a Monday: its week starts 2026-11-22T17:00Z.
  it('Sunday 23:59 Bangkok is still the previous week', () => {
    expect(bangkokWeekStart(at('2026-11-22T16:59:59Z'))).toEqual(at('2026-11-15T17:00:00Z'));
  });
  it('Monday 00:00 Bangkok starts a new week, which holds until Sunday 23:59', () => {
    expect(bangkokWeekStart(at('2026-11-22T17:00:00Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(bangkokWeekStart(at('2026-11-29T16:59:59Z'))).toEqual(at('2026-11-22T17:00:00Z'));
    expect(bangkokWeekStart(at('2026-11-29T17:00:00Z'))).toEqual(at('2026-11-29T17:00:00Z'));
  });
  it('a week across the new year starts in December (ISO week 1 of 2027 starts Monday 2027-01-04)', () => {
    expect(bangkokWeekStart(at('2027-01-01T05:00:00Z'))).toEqual(at('2026-12-27T17:00:00Z'));
    expect(bangkokWeekStart(at('2027-01-04T01:00:00Z'))).toEqual(at('2027-01-03T17:00:00Z'));
  });
  it('a Thursday UTC evening that is already Friday in Bangkok', () => {
    expect(bangkokWeekStart(at('1970-01-01T20:00:00Z'))).toEqual(at('1969-12-28T17:00:00Z'));
  });
});

describe('periodStart', () => {
  const now = at('2026-11-26T10:00:00Z');
  it('day, week, and limit (every receipt ever)', () => {
    expect(periodStart('day', now)).toEqual(at('2026-11-25T17:00:00Z'));
    expect(periodStart('week', now)).toEqual(at('2026-11-22T17:00:00Z'));
    expect(periodStart('limit', now)).toBeUndefined();
  });
});
