import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_LENGTHS, bankAccountKey, normaliseBankAccountNo } from './bank-accounts.ts';
import { parseInviteCode } from './invite-code.ts';
import { inviteCodeOf } from './constants.ts';

describe('normaliseBankAccountNo', () => {
  it('drops surplus leading zeros to the bank length, and only those', () => {
    expect(normaliseBankAccountNo('KBANK', '8424374675')).toBe('8424374675');
    expect(normaliseBankAccountNo('KBANK', '08424374675')).toBe('8424374675');
    expect(normaliseBankAccountNo('KBANK', '008424374675')).toBe('8424374675');
    expect(normaliseBankAccountNo('KBANK', '0124374675')).toBe('0124374675');
  });

  it('refuses a number of the wrong length or with anything but digits', () => {
    expect(normaliseBankAccountNo('KBANK', '18424374675')).toBeUndefined();
    expect(normaliseBankAccountNo('KBANK', '842437467')).toBeUndefined();
    expect(normaliseBankAccountNo('GSB', '8424374675')).toBeUndefined();
    expect(normaliseBankAccountNo('KBANK', '842-437467')).toBeUndefined();
    expect(normaliseBankAccountNo('KBANK', '')).toBeUndefined();
  });

  it('keeps a variable-length bank number as entered; the key compares without leading zeros', () => {
    expect(normaliseBankAccountNo('BCEL', '00101000012345')).toBe('00101000012345');
    expect(bankAccountKey('00101000012345')).toBe(bankAccountKey('0101000012345'));
  });

  it('has a length for every seeded bank code', () => {
    expect(Object.keys(BANK_ACCOUNT_LENGTHS).sort()).toEqual(
      [
        'APB',
        'BAAC',
        'BAY',
        'BBL',
        'BCEL',
        'CIMB',
        'GHB',
        'GSB',
        'JDB',
        'KBANK',
        'KKP',
        'KTB',
        'LDB',
        'LHB',
        'LVB',
        'SCB',
        'STB',
        'TISCO',
        'TMB',
        'UOB',
      ].sort(),
    );
  });
});

describe('parseInviteCode', () => {
  it('takes exactly what inviteCodeOf prints', () => {
    expect(parseInviteCode(inviteCodeOf(151))).toBe(151);
    for (const code of ['PR000151', 'PR0151', 'pr151', ' PR151 ', 'PR151 ', 'PR', 'PR0', 'XX151', 'PR1e3']) {
      expect(parseInviteCode(code)).toBeUndefined();
    }
  });
});
