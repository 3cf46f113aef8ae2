import type { BankItem } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { bankOptions } from './bank-options.ts';

const banks: BankItem[] = [
  { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank', country: 'TH' },
  { code: 'BCEL', nameTH: 'บีซีอีแอล', nameEN: 'BCEL', country: 'LA' },
  { code: 'KTB', nameTH: 'กรุงไทย', nameEN: 'Krungthai', country: 'TH' },
];

describe('bankOptions', () => {
  it('keeps the server order on the Thai site and shows Thai names in th and la', () => {
    expect(bankOptions(banks, 'th', 'th').map((o) => o.value)).toEqual(['KBANK', 'BCEL', 'KTB']);
    expect(bankOptions(banks, 'la', 'th')[0]!.label).toBe('กสิกรไทย');
  });

  it('shows English names in en', () => {
    expect(bankOptions(banks, 'en', 'th')[0]!.label).toBe('Kasikornbank');
  });

  it('lists Lao banks first on the Lao site', () => {
    expect(bankOptions(banks, 'la', 'la').map((o) => o.value)).toEqual(['BCEL', 'KBANK', 'KTB']);
  });
});
