import { describe, expect, it } from 'vitest';
import { formatDayInput, parseDayInput, readableDay, shiftDay } from './day-input.ts';

describe('a day as operators type it', () => {
  it('reads day/month/year, not month/day', () => {
    expect(parseDayInput('03/11/2026')).toBe('2026-11-03');
    expect(parseDayInput('3/1/2026')).toBe('2026-01-03');
    expect(parseDayInput('29.11.2026')).toBe('2026-11-29');
    expect(parseDayInput('29-11-2026')).toBe('2026-11-29');
    expect(parseDayInput(' 29/11/2026 ')).toBe('2026-11-29');
  });

  it('reads a Buddhist-era year as its Gregorian year', () => {
    expect(parseDayInput('29/11/2569')).toBe('2026-11-29');
    expect(parseDayInput('29/02/2567')).toBe('2024-02-29');
  });

  it('takes an ISO day pasted from elsewhere', () => {
    expect(parseDayInput('2026-11-29')).toBe('2026-11-29');
  });

  it('refuses what is no day, and reads nothing as no filter', () => {
    for (const text of ['31/02/2026', '11/29/2026', '29/11/26', '29/11', 'abc', '00/01/2026', '2026-13-01'])
      expect(parseDayInput(text)).toBeNull();
    expect(parseDayInput('  ')).toBe('');
  });

  it('shows an ISO day as dd/mm/yyyy, and in words in each language', () => {
    expect(formatDayInput('2026-11-03')).toBe('03/11/2026');
    expect(formatDayInput('')).toBe('');
    expect(parseDayInput(formatDayInput('2026-01-31'))).toBe('2026-01-31');
    expect(readableDay('2026-11-29', 'en')).toBe('Sun, 29 Nov 2026');
    expect(readableDay('2026-11-29', 'th')).toContain('2026');
    expect(readableDay('2026-11-29', 'th')).toContain('พ.ย.');
  });

  it('steps across a month and a year end', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
  });
});
