import { describe, expect, it } from 'vitest';
import { formatBaht, toBaht, toSatang } from './money.ts';

describe('money conversions and display', () => {
  it('shows baht with two decimals and thousands separators, the same for every call', () => {
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatBaht(0)).toBe('0.00');
    expect(formatBaht(10_000_000)).toBe('10,000,000.00');
    expect(formatBaht(0.1 + 0.2)).toBe('0.30');
    expect(formatBaht(-5)).toBe('-5.00');
    expect(formatBaht(1234.5)).toBe('1,234.50');
  });

  it('converts baht to satang only at two decimals, and back', () => {
    expect(toSatang(12.34)).toBe(1234);
    expect(toSatang(0.1 + 0.2)).toBe(30);
    expect(toSatang(1.005)).toBeUndefined();
    expect(toBaht(1234)).toBe(12.34);
  });
});
