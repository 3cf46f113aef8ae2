import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss with zero padding, in Bangkok time whatever the device says', () => {
    expect(formatDateTime('2025-01-05T00:03:09.000Z')).toBe('05/01/2025 07:03:09');
    // 17:00 UTC is midnight of the next day in Bangkok (issue 42's raw refund date).
    expect(formatDateTime('2026-11-22T17:00:00.000Z')).toBe('23/11/2026 00:00:00');
    expect(formatDateTime('2026-11-22T17:00:00.000+07:00')).toBe('22/11/2026 17:00:00');
  });

  it('shows a value that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatTime', () => {
  it('shows HH:mm on the 24-hour clock in Bangkok time, not the browser locale AM/PM', () => {
    expect(formatTime('2025-01-05T08:04:09.000Z')).toBe('15:04');
    expect(formatTime('2025-01-05T01:59:00.000Z')).toBe('08:59');
  });
});
