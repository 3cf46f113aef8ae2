import { describe, expect, it } from 'vitest';
import { periodStart } from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('periodStart', () => {
  const now = at('2026-11-26T10:00:00Z');
  it('day, week, and limit (every receipt ever)', () => {
    expect(periodStart('day', now)).toEqual(at('2026-11-25T17:00:00Z'));
    expect(periodStart('week', now)).toEqual(at('2026-11-22T17:00:00Z'));
    expect(periodStart('limit', now)).toBeUndefined();
  });
});
