import { translate } from '@wallet/i18n';
import { describe, expect, it } from 'vitest';
import { amountDirection, placeLabel, signedAmount, type PlaceNames } from './statement-format.ts';

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

describe('amountDirection', () => {
  it('colours by the way the money went, not by the status', () => {
    expect(amountDirection({ statementType: 'deposit', status: 'SUCCESS' })).toBe('in');
    expect(amountDirection({ statementType: 'withdraw', status: 'SUCCESS' })).toBe('out');
    expect(amountDirection({ statementType: 'withdraw', status: 'PENDING' })).toBe('out');
    expect(amountDirection({ statementType: 'transfer', status: 'SUCCESS' })).toBe('moved');
    expect(amountDirection({ statementType: 'deposit', status: 'FAILED' })).toBe('void');
  });
});

describe('placeLabel', () => {
  const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
    translate('en', key, vars);
  const names: PlaceNames = {
    provider: (code) => ({ pg: 'PG Soft' })[code],
    bank: (code) =>
      ({ KTB: 'Krungthai Bank', SCB: 'Siam Commercial Bank', BCEL: 'Banque Pour Le Commerce Exterieur Lao' })[
        code
      ],
  };

  it('names our own places, providers and banks instead of showing codes', () => {
    expect(placeLabel('WALLET', t, names)).toBe('Wallet');
    expect(placeLabel('BANK', t, names)).toBe('Bank');
    expect(placeLabel('TRUEMONEY', t, names)).toBe('TrueMoney');
    expect(placeLabel('SANDBOX', t, names)).toBe('Test credit');
    expect(placeLabel('BONUS', t, names)).toBe('Bonus');
    expect(placeLabel('INVITE', t, names)).toBe('Invite bonus');
    expect(placeLabel('REFUND', t, names)).toBe('Refund');
    expect(placeLabel('HOUSE', t, names)).toBe('Not received (draw)');
    expect(placeLabel('ADJUSTMENT', t, names)).toBe('Adjustment by staff');
    expect(placeLabel('HOUSE', t, names, 'from')).toBe('The site');
    expect(placeLabel('QR:KBANK', t, names)).toBe('Kasikorn Bank QR');
    expect(placeLabel('QR:WW', t, names)).toBe('PromptPay QR 1');
    expect(placeLabel('SLIP:SCB', t, names)).toBe('Slip Siam Commercial Bank');
    // A transfer the bank feed credited: the bank of the site's account it reached, not BANK:BCEL.
    expect(placeLabel('BANK:BCEL', t, names)).toBe('Banque Pour Le Commerce Exterieur Lao');
    expect(placeLabel('BANK:SCB', t, names)).toBe('Siam Commercial Bank');
    expect(placeLabel('pg', t, names)).toBe('PG Soft');
    expect(placeLabel('KTB', t, names)).toBe('Krungthai Bank');
  });

  it('shows a code nothing names as it is', () => {
    expect(placeLabel('gone', t, names)).toBe('gone');
  });
});
