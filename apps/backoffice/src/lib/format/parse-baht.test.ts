import { describe, expect, it } from 'vitest';
import { parseBaht } from './parse-baht.ts';

describe('parseBaht', () => {
  it('reads plain, decimal and grouped amounts', () => {
    expect(parseBaht('500')).toBe(500);
    expect(parseBaht(' 1,250.50 ')).toBe(1250.5);
    expect(parseBaht('0.01')).toBe(0.01);
  });

  it('refuses zero, negatives, three decimals and words', () => {
    for (const text of ['0', '-5', '1.234', 'abc', '', '1e3', '.5']) expect(parseBaht(text), text).toBeNull();
  });
});
