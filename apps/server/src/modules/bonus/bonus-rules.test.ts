import { describe, expect, it } from 'vitest';
import { bonusFor, mayEnd, withdrawalSplit } from './bonus-rules.ts';

const terms = {
  percent: 50,
  maxBonus: 50_000,
  targetTimes: 2,
  bustBelow: 1_000,
  withdrawCapTimes: 3,
  percentFail: 40,
};

describe('bonusFor', () => {
  it('percent of the deposit, rounded down to the satang, at most the cap', () => {
    expect(bonusFor(100_001, terms)).toEqual({
      bonus: 50_000,
      target: 300_002,
      floor: 1_000,
      percentFail: 40,
      withdrawCap: 450_003,
    });
    expect(bonusFor(333, terms).bonus).toBe(166);
    expect(bonusFor(10_000, terms)).toMatchObject({ bonus: 5_000, target: 30_000, withdrawCap: 45_000 });
  });
});

describe('mayEnd', () => {
  const held = { target: 30_000, floor: 1_000 };
  it('at or above the target, or under the floor; not in between', () => {
    expect(mayEnd(held, 30_000)).toBe(true);
    expect(mayEnd(held, 999)).toBe(true);
    expect(mayEnd(held, 1_000)).toBe(false);
    expect(mayEnd(held, 29_999)).toBe(false);
  });
});

describe('withdrawalSplit', () => {
  const held = bonusFor(10_000, terms); // bonus 5000, target 30000, cap 45000
  it('before the target: percentFail of the bonus stays with the house, the rest of the wallet too', () => {
    expect(withdrawalSplit(held, 15_000, 15_000)).toEqual({ payout: 13_000, deducted: 2_000 });
    expect(withdrawalSplit(held, 15_000, 10_000)).toEqual({ payout: 10_000, deducted: 5_000 });
  });
  it('after the target: the requested amount, at most the cap', () => {
    expect(withdrawalSplit(held, 30_000, 30_000)).toEqual({ payout: 30_000, deducted: 0 });
    expect(withdrawalSplit(held, 60_000, 60_000)).toEqual({ payout: 45_000, deducted: 15_000 });
  });
  it('never pays below zero and always empties the wallet', () => {
    expect(withdrawalSplit(held, 1_500, 1_500)).toEqual({ payout: 0, deducted: 1_500 });
    for (const [wallet, requested] of [
      [0, 0],
      [7, 3],
      [29_999, 100],
      [100_000, 99_999],
    ] as const) {
      const { payout, deducted } = withdrawalSplit(held, wallet, requested);
      expect(payout + deducted).toBe(wallet);
      expect(payout).toBeGreaterThanOrEqual(0);
      expect(payout).toBeLessThanOrEqual(requested);
    }
  });
});
