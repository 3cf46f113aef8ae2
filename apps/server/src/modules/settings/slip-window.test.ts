import { describe, expect, it } from 'vitest';
import { isSlipUploadClosed } from './slip-window.ts';

/** A UTC instant that is hh:mm in Bangkok (UTC+7). */
const bangkok = (hh: number, mm: number) => new Date(Date.UTC(2026, 0, 1, (hh + 17) % 24, mm));

describe('isSlipUploadClosed', () => {
  it('handles a window that crosses midnight', () => {
    expect(isSlipUploadClosed('23:00', '00:30', bangkok(22, 59))).toBe(false);
    expect(isSlipUploadClosed('23:00', '00:30', bangkok(23, 0))).toBe(true);
    expect(isSlipUploadClosed('23:00', '00:30', bangkok(0, 29))).toBe(true);
    expect(isSlipUploadClosed('23:00', '00:30', bangkok(0, 30))).toBe(false);
  });

  it('handles a window inside one day', () => {
    expect(isSlipUploadClosed('02:00', '03:00', bangkok(1, 59))).toBe(false);
    expect(isSlipUploadClosed('02:00', '03:00', bangkok(2, 30))).toBe(true);
    expect(isSlipUploadClosed('02:00', '03:00', bangkok(3, 0))).toBe(false);
  });
});
