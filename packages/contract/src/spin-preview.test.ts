import { describe, expect, it } from 'vitest';
import { wheelPreview } from './spin-preview.ts';

describe('the wheel preview', () => {
  it('odds are the weights; a credit prize costs its expected amount per spin', () => {
    const preview = wheelPreview(
      [
        { code: 'A', weight: 1, prize: { type: 'credit', amount: 100 } },
        { code: 'B', weight: 3, prize: { type: 'none' } },
      ],
      100,
    );
    expect(preview.odds).toEqual([
      { code: 'A', percent: 25 },
      { code: 'B', percent: 75 },
    ]);
    expect(preview.costPerSpin).toBe(25);
    expect(preview.spinsPer1000).toBe(10);
    expect(preview.costPer1000).toBe(250);
  });

  it('a coin prize is a spin more: E = C / (1 − K)', () => {
    const preview = wheelPreview(
      [
        { code: 'CREDIT', weight: 1, prize: { type: 'credit', amount: 10 } },
        { code: 'COIN', weight: 1, prize: { type: 'coin', amount: 1 } },
      ],
      500,
    );
    // Half the spins pay 10, half give a spin back: 5 / (1 − 0.5) = 10 per spin, 2 spins per 1,000.
    expect(preview.costPerSpin).toBeCloseTo(10);
    expect(preview.costPer1000).toBeCloseTo(20);
  });

  it('a wheel whose coins give a spin back on average has no finite cost', () => {
    const preview = wheelPreview([{ code: 'COIN', weight: 1, prize: { type: 'coin', amount: 1 } }], 100);
    expect(preview.costPerSpin).toBeNull();
    expect(preview.costPer1000).toBeNull();
  });
});
