import { describe, expect, it } from 'vitest';
import { ageOf, formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('shows Bangkok time as YYYY-MM-DD HH:mm, the Gregorian year, 24 hours', () => {
    expect(formatDateTime('2026-11-23T19:05:00.000Z')).toBe('2026-11-24 02:05');
    expect(formatDateTime('2026-01-01T05:30:00.000Z')).toBe('2026-01-01 12:30');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('ageOf', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('counts minutes up to two hours, then hours up to two days, then days', () => {
    expect(ageOf('2026-11-23T11:15:00.000Z', now)).toEqual({ unit: 'minutes', value: 45 });
    expect(ageOf('2026-11-23T07:00:00.000Z', now)).toEqual({ unit: 'hours', value: 5 });
    expect(ageOf('2026-11-20T12:00:00.000Z', now)).toEqual({ unit: 'days', value: 3 });
  });
});
