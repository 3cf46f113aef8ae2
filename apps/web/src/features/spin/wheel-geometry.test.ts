import { describe, expect, it } from 'vitest';
import { WHEEL } from '@wallet/contract';
import { easeOut, sliceAt, spinPlan, stopRotation, wheelRadius, wheelSize } from './wheel-geometry.ts';

describe('wheel geometry', () => {
  it('is 350 px at most, or 85 % of the window', () => {
    expect(wheelSize(1200)).toBe(350);
    expect(wheelSize(360)).toBe(306);
  });

  it('stops on the slice it was asked for, from any start, after whole extra turns', () => {
    for (const count of [2, 7, 8, 12]) {
      for (let index = 0; index < count; index += 1) {
        for (const from of [0, 1.3, -4, 27.5]) {
          for (const offset of [-0.5, 0, 0.3]) {
            const stop = stopRotation(from, index, count, 3, offset);
            expect(sliceAt(stop, count), `${count}/${index} from ${from}`).toBe(index);
            expect(stop - from).toBeGreaterThanOrEqual(3 * 2 * Math.PI);
            expect(stop - from).toBeLessThan(4 * 2 * Math.PI);
          }
        }
      }
    }
  });

  it('plans 4 to 5 s and 2 to 3 extra turns', () => {
    expect(spinPlan(() => 0)).toEqual({ durationMs: WHEEL.spinMs.min, turns: WHEEL.extraTurns.min });
    const late = spinPlan(() => 0.999);
    expect(late.turns).toBe(WHEEL.extraTurns.max);
    expect(late.durationMs).toBeLessThanOrEqual(WHEEL.spinMs.max);
    expect(late.durationMs).toBeGreaterThan(4990);
  });

  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});

describe('wheelRadius', () => {
  it('is the radius inside the rim, and null when a frame about 1 px wide leaves nothing to draw', () => {
    expect(wheelRadius(350)).toBe(171);
    expect(wheelRadius(1)).toBeNull();
    expect(wheelRadius(0)).toBeNull();
    expect(wheelRadius(Number.NaN)).toBeNull();
    expect(wheelRadius(wheelSize(1))).toBeNull();
  });
});
