import { WALLET } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { transferProblem } from './transfer-validation.ts';

describe('transferProblem', () => {
  it('asks for both accounts first', () => {
    expect(transferProblem({ from: '', to: 'pg', amount: '5' })?.key).toBe('transfer.selectAccMsg');
    expect(transferProblem({ from: WALLET, to: '', amount: '5' })?.key).toBe('transfer.selectAccMsg');
  });

  it('refuses the same source and target', () => {
    expect(transferProblem({ from: 'pg', to: 'pg', amount: '5' })?.key).toBe('transfer.canNotTransferMsg');
  });

  it.each(['', '0', '0.99'])('gives the minimum in baht for %j', (amount) => {
    expect(transferProblem({ from: WALLET, to: 'pg', amount })).toEqual({
      key: 'money.minBaht',
      vars: { min: 1 },
    });
  });

  it.each(['abc', '1.005', '-3', '1e3'])('refuses %j as an amount', (amount) => {
    expect(transferProblem({ from: WALLET, to: 'pg', amount })?.key).toBe('money.invalid');
  });

  it('accepts the minimum and amounts with two decimals', () => {
    expect(transferProblem({ from: WALLET, to: 'pg', amount: '1' })).toBeNull();
    expect(transferProblem({ from: 'pg', to: WALLET, amount: ' 250.50 ' })).toBeNull();
  });
});
