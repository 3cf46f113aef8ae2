import { describe, expect, it } from 'vitest';
import { amountCharacters, parseAmount } from './parse-amount.ts';

describe('amountCharacters', () => {
  it('keeps digits and one decimal point with two decimals at most', () => {
    expect(amountCharacters('150')).toBe('150');
    expect(amountCharacters('abc')).toBe('');
    expect(amountCharacters('1e3')).toBe('13');
    expect(amountCharacters('1,000.50')).toBe('1000.50');
    expect(amountCharacters('12.345')).toBe('12.34');
    expect(amountCharacters('1.2.3')).toBe('1.23');
    expect(amountCharacters('100.')).toBe('100.');
  });
});

describe('parseAmount', () => {
  it('reads baht with at most two decimals and refuses anything else', () => {
    expect(parseAmount('100.5')).toBe(100.5);
    expect(parseAmount('100.')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
});
