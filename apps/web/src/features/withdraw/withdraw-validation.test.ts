import { describe, expect, it } from 'vitest';
import { withdrawProblem } from './withdraw-validation.ts';

const limits = { withdrawMin: 100, withdrawMax: 50_000 };

describe('withdrawProblem', () => {
  it('requires an amount', () => {
    expect(withdrawProblem('  ', limits)?.key).toBe('form.required');
  });

  it.each(['abc', '-1', '10.123'])('refuses %j as an amount', (text) => {
    expect(withdrawProblem(text, limits)?.key).toBe('money.invalid');
  });

  it('gives the minimum below withdrawMin and the maximum above withdrawMax', () => {
    expect(withdrawProblem('99.99', limits)).toEqual({ key: 'money.min', vars: { min: '100.00' } });
    expect(withdrawProblem('50000.01', limits)).toEqual({ key: 'money.max', vars: { max: '50,000.00' } });
  });

  it('accepts the limits themselves', () => {
    expect(withdrawProblem('100', limits)).toBeNull();
    expect(withdrawProblem('50000', limits)).toBeNull();
  });

  it('leaves the range to the server when the limits could not be loaded', () => {
    expect(withdrawProblem('1', undefined)).toBeNull();
  });
});
