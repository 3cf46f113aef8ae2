import { describe, expect, it } from 'vitest';
import { formatSettlementPeriod } from './settlement-period.ts';

describe('formatSettlementPeriod', () => {
  it('names the Bangkok days a week covers, its end excluded', () => {
    expect(formatSettlementPeriod('2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z')).toEqual({
      from: '23/11/2026',
      to: '29/11/2026',
    });
  });
  it('a day is one date', () => {
    expect(formatSettlementPeriod('2026-12-31T17:00:00.000Z', '2027-01-01T17:00:00.000Z')).toEqual({
      from: '01/01/2027',
      to: '01/01/2027',
    });
  });
});
