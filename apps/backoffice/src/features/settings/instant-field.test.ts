import { describe, expect, it } from 'vitest';
import { instantStep, instantToInput, inputToInstant } from './instant-field.ts';

describe("an instant in a date-and-time input, on Bangkok's clock (ADR 0122)", () => {
  it('shows the server value at its own precision, with a step that value is on', () => {
    expect(instantToInput('2026-12-01T03:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(instantToInput('2026-12-01T20:30:15.000Z')).toBe('2026-12-02T03:30:15');
    expect(instantToInput('2026-12-01T03:00:00.250Z')).toBe('2026-12-01T10:00:00.250');
    expect(instantToInput('2026-12-01T10:00:00+07:00')).toBe('2026-12-01T10:00');
    expect(instantToInput(null)).toBe('');
    expect(instantStep('2026-12-01T10:00')).toBeUndefined();
    expect(instantStep('2026-12-02T03:30:15')).toBe(1);
    expect(instantStep('2026-12-01T10:00:00.250')).toBe(0.001);
  });

  it("sends what the input holds as the server's own form, which shows the same again", () => {
    for (const iso of ['2026-12-01T03:00:00.000Z', '2026-12-01T20:30:15.000Z', '2026-12-01T03:00:00.250Z'])
      expect(inputToInstant(instantToInput(iso))).toBe(iso);
    expect(inputToInstant('2030-12-31T23:59')).toBe('2030-12-31T16:59:00.000Z');
    expect(inputToInstant('')).toBeNull();
  });
});
