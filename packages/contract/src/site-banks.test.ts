import { describe, expect, it } from 'vitest';
import { depositAccountCurrency, LAO_BANK_CODES } from './site-banks.ts';

describe('depositAccountCurrency', () => {
  it('holds kip at every Lao bank', () => {
    for (const code of ['BCEL', 'LDB', 'APB', 'JDB', 'STB', 'LVB'])
      expect(depositAccountCurrency(code)).toBe('LAK');
    expect(LAO_BANK_CODES).toHaveLength(6);
  });

  it('holds baht at the Thai banks', () => {
    for (const code of ['KBANK', 'SCB', 'KTB', 'BBL', 'GSB', 'BAAC'])
      expect(depositAccountCurrency(code)).toBe('THB');
  });

  it('reads a code in any case', () => {
    expect(depositAccountCurrency('bcel')).toBe('LAK');
  });
});
