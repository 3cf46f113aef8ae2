import { translate } from '@wallet/i18n';
import { describe, expect, it } from 'vitest';
import { placeLabel, signedAmount } from './statement-format.ts';

describe('signedAmount', () => {
  it('puts + on deposits and bonuses, - on withdrawals and no sign on the rest, with two decimals', () => {
    expect(signedAmount({ statementType: 'deposit', amount: 1500 })).toBe('+1,500.00');
    expect(signedAmount({ statementType: 'bonus', amount: 20.5 })).toBe('+20.50');
    expect(signedAmount({ statementType: 'withdraw', amount: 300 })).toBe('-300.00');
    // A server that already signs the number does not get a double sign.
    expect(signedAmount({ statementType: 'withdraw', amount: -300 })).toBe('-300.00');
    expect(signedAmount({ statementType: 'transfer', amount: 42 })).toBe('42.00');
    expect(signedAmount({ statementType: 'finish_bonus', amount: 10 })).toBe('10.00');
  });
});

describe('placeLabel', () => {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate('en', key, vars);

  it('names our own places and shows provider and bank codes as they are', () => {
    expect(placeLabel('WALLET', t)).toBe('Wallet');
    expect(placeLabel('BANK', t)).toBe('Bank');
    expect(placeLabel('TRUEMONEY', t)).toBe('TrueMoney');
    expect(placeLabel('QR:KBANK', t)).toBe('QR KBANK');
    expect(placeLabel('SLIP:SCB', t)).toBe('Slip SCB');
    expect(placeLabel('pg', t)).toBe('pg');
    expect(placeLabel('KTB', t)).toBe('KTB');
  });
});
