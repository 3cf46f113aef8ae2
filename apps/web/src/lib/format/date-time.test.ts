import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss with zero padding', () => {
    const local = new Date(2025, 0, 5, 7, 3, 9).toISOString();
    expect(formatDateTime(local)).toBe('05/01/2025 07:03:09');
  });

  it('shows a value that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
