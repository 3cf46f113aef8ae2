import { describe, expect, it } from 'vitest';
import { moneyIn } from '../../test/wallet-fixtures.ts';
import { amountCharacters, invalidAmountKey, parseAmount } from './parse-amount.ts';

describe('memberMoney (ADR 0167)', () => {
  it('writes kip whole, grouped per language, ₭ only where the figure stands alone', () => {
    expect(moneyIn('LAK', 'en').money(100_000)).toBe('100,000');
    expect(moneyIn('LAK', 'th').figure(100_000)).toBe('100,000 ₭');
    expect(moneyIn('LAK', 'la').figure(100_000)).toBe('100.000 ₭');
    expect(moneyIn('LAK', 'la').money(60_000)).toBe('60.000');
  });

  it('writes baht exactly as before in every language: two decimals, no symbol', () => {
    for (const locale of ['th', 'la', 'en'] as const) {
      expect(moneyIn('THB', locale).money(1234.5)).toBe('1,234.50');
      expect(moneyIn('THB', locale).figure(1234.5)).toBe('1,234.50');
      expect(moneyIn('THB', locale).whole(1000)).toBe('1,000');
    }
  });

  it('writes a whole amount without decimals: baht in the spec’s format, kip per language', () => {
    expect(moneyIn('THB', 'la').whole(50)).toBe('50');
    expect(moneyIn('LAK', 'la').whole(100_000)).toBe('100.000');
    expect(moneyIn('LAK', 'en').whole(100_000)).toBe('100,000');
  });

  it('picks the kip twin of a text that names the currency, in th, la and en', () => {
    expect(moneyIn('LAK', 'en').text('withdraw.limits', { min: '50,000', max: '30,000,000' })).toBe(
      'Withdraw 50,000 to 30,000,000 kip at a time',
    );
    expect(moneyIn('LAK', 'th').text('money.amount')).toBe('จำนวนเงิน (กีบ)');
    expect(moneyIn('LAK', 'la').text('money.amount')).toBe('ຈຳນວນເງິນ (ກີບ)');
    expect(moneyIn('THB', 'th').text('money.amount')).toBe('จำนวนเงิน (บาท)');
    expect(moneyIn('THB', 'en').text('withdraw.limits', { min: '100.00', max: '50,000.00' })).toBe(
      'Withdraw 100.00 to 50,000.00 baht at a time',
    );
  });
});

describe('parseAmount per currency', () => {
  it('takes kip whole and refuses a point, which it never reads as grouping', () => {
    expect(parseAmount('60000', 'LAK')).toBe(60_000);
    expect(parseAmount('1.5', 'LAK')).toBeNull();
    expect(parseAmount('100.00', 'LAK')).toBeNull();
    expect(invalidAmountKey('LAK')).toBe('money.wholeKip');
  });

  it('keeps a kip field’s points as typed, so the member sees what the whole-kip message is about', () => {
    expect(amountCharacters('100.000', 'LAK')).toBe('100.000');
    expect(amountCharacters('1,000 ₭', 'LAK')).toBe('1000');
    expect(amountCharacters('100.000')).toBe('100.00');
  });

  it('keeps baht to the satang', () => {
    expect(parseAmount('100.50')).toBe(100.5);
    expect(parseAmount('100.50', 'THB')).toBe(100.5);
    expect(invalidAmountKey('THB')).toBe('money.invalid');
  });
});
