import type { BankItem } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { bankOptions } from './bank-options.ts';

const banks: BankItem[] = [
  { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank', nameLA: 'ກະສິກອນໄທ', country: 'TH' },
  { code: 'BCEL', nameTH: 'บีซีอีแอล', nameEN: 'BCEL', nameLA: 'ບີຊີອີແອລ', country: 'LA' },
  { code: 'KTB', nameTH: 'กรุงไทย', nameEN: 'Krungthai', nameLA: '', country: 'TH' },
];

describe('bankOptions', () => {
  it('keeps the server order on the Thai site and names each bank in the member language', () => {
    expect(bankOptions(banks, 'th', 'th').map((o) => o.value)).toEqual(['KBANK', 'BCEL', 'KTB']);
    expect(bankOptions(banks, 'th', 'th')[0]!.label).toBe('กสิกรไทย');
    expect(bankOptions(banks, 'la', 'th')[0]!.label).toBe('ກະສິກອນໄທ');
  });

  it('falls back to the English name in la when a bank has no Lao name, never to Thai script', () => {
    expect(bankOptions(banks, 'la', 'th')[2]!.label).toBe('Krungthai');
  });

  it('shows English names in en', () => {
    expect(bankOptions(banks, 'en', 'th')[0]!.label).toBe('Kasikornbank');
  });

  it('lists Lao banks first on the Lao site', () => {
    expect(bankOptions(banks, 'la', 'la').map((o) => o.value)).toEqual(['BCEL', 'KBANK', 'KTB']);
  });
});
