import { describe, expect, it } from 'vitest';
import { toE164 } from './e164.ts';

describe('toE164', () => {
  it("puts a Thai site's national numbers under +66", () => {
    expect(toE164('0812345678', 'th')).toBe('+66812345678');
    expect(toE164('081-234-5678', 'th')).toBe('+66812345678');
  });

  it("puts a Lao site's 020 and 030 numbers under +856", () => {
    expect(toE164('02012345678', 'la')).toBe('+8562012345678');
    expect(toE164('0301234567', 'la')).toBe('+856301234567');
  });

  it('keeps numbers already international and refuses what is not a phone', () => {
    expect(toE164('+66812345678', 'la')).toBe('+66812345678');
    expect(toE164('0066812345678', 'th')).toBe('+66812345678');
    expect(() => toE164('812345678', 'th')).toThrow(RangeError);
    expect(() => toE164('08123x5678', 'th')).toThrow(RangeError);
  });
});
