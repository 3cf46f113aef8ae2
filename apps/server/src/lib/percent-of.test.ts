import { describe, expect, it } from 'vitest';
import { percentOf } from './percent-of.ts';

describe('percentOf', () => {
  it('rounds down to the satang', () => {
    expect(percentOf(12_345, 5)).toBe(617); // 617.25
    expect(percentOf(19, 5)).toBe(0);
  });
  it('takes two decimals of percent', () => {
    expect(percentOf(100_000, 0.5)).toBe(500);
    expect(percentOf(100_000, 12.25)).toBe(12_250);
  });
  it('nothing of nothing or of a negative amount', () => {
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(-10_000, 5)).toBe(0);
  });
  it('stays exact past 2^53 intermediate products', () => {
    expect(percentOf(1_000_000_000_000_00, 99.99)).toBe(99_990_000_000_000);
  });
});
