import { describe, expect, it } from 'vitest';
import { qrChannelLimits } from './qr-channel-limits.ts';

describe('qrChannelLimits', () => {
  it('uses the spec minimums and quick amounts without a build setting', () => {
    expect(qrChannelLimits('PAYTIMZ', {})).toEqual({ minimum: 10, quickAmounts: [10, 50, 100, 500, 1000] });
    expect(qrChannelLimits('WW', {})).toEqual({ minimum: 100, quickAmounts: [100, 200, 300, 500, 1000] });
  });

  it('lets PAYTIMZ and FP override the minimum, which also replaces the first quick amount', () => {
    expect(qrChannelLimits('PAYTIMZ', { PAYTIMZ: '20' })).toEqual({
      minimum: 20,
      quickAmounts: [20, 50, 100, 500, 1000],
    });
    expect(qrChannelLimits('FP', { FP: '30' }).minimum).toBe(30);
  });

  it('ignores an unusable override', () => {
    expect(qrChannelLimits('FP', { FP: 'abc' }).minimum).toBe(10);
    expect(qrChannelLimits('FP', { FP: '-5' }).minimum).toBe(10);
  });
});
