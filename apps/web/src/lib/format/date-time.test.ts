import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss with zero padding', () => {
    const local = new Date(2025, 0, 5, 7, 3, 9).toISOString();
    expect(formatDateTime(local)).toBe('05/01/2025 07:03:09');
  });

  it('shows a value that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatTime', () => {
  it('shows HH:mm on the 24-hour clock, not the browser locale AM/PM', () => {
    expect(formatTime(new Date(2025, 0, 5, 15, 4, 9).toISOString())).toBe('15:04');
    expect(formatTime(new Date(2025, 0, 5, 8, 59).toISOString())).toBe('08:59');
  });
});
