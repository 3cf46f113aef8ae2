import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_BAHT,
  formatBaht,
  formatMoney,
  formatSatang,
  formatWhole,
  fromMinor,
  isCurrency,
  memberCurrency,
  satangOf,
  sumBaht,
  toBaht,
  toMinor,
  toSatang,
} from './money.ts';

describe('money conversions and display', () => {
  it('shows baht with two decimals and thousands separators, the same for every call', () => {
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatBaht(0)).toBe('0.00');
    expect(formatBaht(10_000_000)).toBe('10,000,000.00');
    expect(formatBaht(0.1 + 0.2)).toBe('0.30');
    expect(formatBaht(-5)).toBe('-5.00');
    expect(formatBaht(1234.5)).toBe('1,234.50');
  });

  it('groups as the operator’s language writes numbers, and shows satang as baht', () => {
    expect(formatBaht(1234.5, 'th')).toBe('1,234.50');
    expect(formatBaht(1234.5, 'la')).toBe('1.234,50');
    expect(formatSatang(123_450)).toBe('1,234.50');
    expect(formatSatang(5, 'en')).toBe('0.05');
  });

  it('sums amounts in whole satang, so rows of decimals add up exactly', () => {
    expect(sumBaht([0.1, 0.2])).toBe(0.3);
    expect(sumBaht(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumBaht([100.1, 50.25, -0.35])).toBe(150);
    expect(sumBaht([])).toBe(0);
    expect(Object.is(sumBaht([0.1, -0.1]), 0)).toBe(true);
  });

  it('converts baht to satang only at two decimals, and back', () => {
    expect(toSatang(12.34)).toBe(1234);
    expect(toSatang(1.005)).toBeUndefined();
    expect(toBaht(1234)).toBe(12.34);
  });

  it.each([
    [100, 10_000],
    [100.1, 10_010],
    [100.01, 10_001],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435],
    [0, 0],
    [-0, 0],
    [-5.5, -550],
    [10_000_000, 1_000_000_000],
    [1e21, undefined], // 1e23 satang: past whole-satang exactness
  ])('takes %d baht as %s satang', (baht, satang) => {
    expect(toSatang(baht)).toBe(satang);
    expect(Object.is(toSatang(baht), -0)).toBe(false);
  });

  it.each([
    100.10000000001,
    100.100000001,
    100.001,
    0.1 + 0.2, // 0.30000000000000004: what was sent is what is judged
    1e-7,
    1.5e-7,
    0.001,
    123.456,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('refuses %d baht: more than two decimals, however close, or not a number', (baht) => {
    expect(toSatang(baht)).toBeUndefined();
  });

  it('takes every two-decimal amount up to the request limit, as JSON would bring it', () => {
    for (let satang = 0; satang <= 200_000; satang += 7) {
      const baht = JSON.parse((satang / 100).toFixed(2)) as number;
      expect(toSatang(baht)).toBe(satang);
    }
    for (const satang of [MAX_AMOUNT_BAHT * 100, MAX_AMOUNT_BAHT * 100 - 1, 123_456_789]) {
      expect(toSatang(JSON.parse((satang / 100).toFixed(2)) as number)).toBe(satang);
      expect(toSatang(toBaht(satang))).toBe(satang);
    }
  });
});

describe('satangOf (amounts the system holds: constants, settings)', () => {
  it('converts as toSatang does, and throws where toSatang refuses', () => {
    expect(satangOf(100)).toBe(10_000);
    expect(satangOf(0.01)).toBe(1);
    expect(() => satangOf(100.005)).toThrow(RangeError);
    expect(() => satangOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('currencies (issue 46)', () => {
  it('shows kip without decimals and baht with two, grouped per language, with ₭ or ฿ on request', () => {
    expect(formatMoney(100_000, 'LAK', 'en', { symbol: true })).toBe('100,000 ₭');
    expect(formatMoney(100_000, 'LAK', 'la', { symbol: true })).toBe('100.000 ₭');
    expect(formatMoney(100_000, 'LAK', 'th')).toBe('100,000');
    expect(formatMoney(1234.5, 'THB', 'th', { symbol: true })).toBe('฿1,234.50');
    expect(formatMoney(1234.5, 'THB', 'la')).toBe('1.234,50');
    expect(formatMoney(1234.5, 'THB')).toBe('1,234.50');
  });

  it('writes a whole amount grouped per language, without decimals', () => {
    expect(formatWhole(10)).toBe('10');
    expect(formatWhole(1000)).toBe('1,000');
    expect(formatWhole(1_000_000, 'la')).toBe('1.000.000');
    expect(formatWhole(999.5, 'th')).toBe('1,000');
  });

  it('writes every finite number as Intl.NumberFormat does, rounding and sign included (ADR 0221)', () => {
    const locales = { th: 'en-US', en: 'en-US', la: 'lo-LA' } as const;
    const intl = (amount: number, currency: 'THB' | 'LAK', language: keyof typeof locales) => {
      const decimals = currency === 'LAK' ? 0 : 2;
      return new Intl.NumberFormat(locales[language], {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: true,
      }).format(amount);
    };
    const amounts = fc.oneof(
      // What the API carries: whole minor units as baht or kip.
      fc.integer({ min: -(10 ** 13), max: 10 ** 13 }).map((minor) => minor / 100),
      // Ties and near-ties of the rounding, tiny and huge doubles, -0.
      fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((thousandths) => thousandths / 1000 + 0.0005),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(-0, 0, 0.005, 2.675, 999.995, -0.5, 1e-7, 1e21, 1.5e25),
    );
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom('THB', 'LAK'),
        fc.constantFrom('th', 'en', 'la'),
        (amount, currency, language) => {
          expect(formatMoney(amount, currency, language)).toBe(intl(amount, currency, language));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('takes whole kip only and baht to the satang, both in minor units of 1/100', () => {
    expect(toMinor(60_000, 'LAK')).toBe(6_000_000);
    expect(toMinor(60_000.5, 'LAK')).toBeUndefined();
    expect(toMinor(100.25, 'THB')).toBe(10_025);
    expect(toMinor(100.255, 'THB')).toBeUndefined();
    expect(fromMinor(6_000_000)).toBe(60_000);
  });

  it("maps the registration's select to the wallet currency", () => {
    expect(memberCurrency('LAK')).toBe('LAK');
    expect(memberCurrency('BAHT')).toBe('THB');
    expect(memberCurrency(null)).toBe('THB');
    expect(isCurrency('LAK')).toBe(true);
    expect(isCurrency('BAHT')).toBe(false);
  });
});
