import { describe, expect, it } from 'vitest';
import { bankDisplayOf, depositViewOf, isBankTransferAccount } from './deposit-accounts.ts';
import { sectionsOf } from './deposit-sections.ts';
import { depositBank, depositLookup, qrEntry } from './test-data.ts';

describe('isBankTransferAccount', () => {
  it('keeps bank accounts and leaves QR channels out', () => {
    expect(isBankTransferAccount(depositBank())).toBe(true);
    expect(isBankTransferAccount(depositBank({ bankCode: 'KBANK', mode: 'AUTO' }))).toBe(true);
    expect(isBankTransferAccount(depositBank({ bankCode: 'KBANK', mode: 'SMS' }))).toBe(false);
    expect(isBankTransferAccount(depositBank({ bankType: 'PAYMENT' }))).toBe(false);
  });
});

describe('depositViewOf', () => {
  it('offers a kip member only kip accounts: no PromptPay QR, no TrueMoney (ADR 0159)', () => {
    const lookup = depositLookup({
      banks: [
        depositBank({ bankCode: 'SCB' }),
        depositBank({ bankCode: 'BCEL', currency: 'LAK', mode: 'MANUAL', bankAccountNo: '0101000123456789' }),
        qrEntry('KBANK'),
      ],
      wallets: [{ walletAccountName: 'LUCKY WALLET', mode: 'MANUAL' }],
    });
    const kip = depositViewOf(lookup, 'LAK');
    expect(kip.banks.map((bank) => bank.bankCode)).toEqual(['BCEL']);
    expect(kip.wallets).toEqual([]);
    expect(kip.kind === 'channels' && kip.qrChannels).toEqual([]);
    const baht = depositViewOf(lookup, 'THB');
    expect(baht.banks.map((bank) => bank.bankCode)).toEqual(['SCB']);
    expect(baht.kind === 'channels' && baht.qrChannels).toEqual(['KBANK']);
    expect(baht.wallets).toHaveLength(1);
  });

  it('offers a kip member the Lao QR as the only QR channel, and a baht member never (ADR 0180)', () => {
    const lookup = depositLookup({
      banks: [qrEntry('KBANK'), qrEntry('WW'), qrEntry('LAOQR', { currency: 'LAK' })],
      wallets: [{ walletAccountName: 'LUCKY WALLET', mode: 'AUTO' }],
    });
    const kip = depositViewOf(lookup, 'LAK');
    expect(kip.kind === 'channels' && kip.qrChannels).toEqual(['LAOQR']);
    expect(sectionsOf(kip)).toEqual(['qr']);
    const baht = depositViewOf(lookup, 'THB');
    expect(baht.kind === 'channels' && baht.qrChannels).toEqual(['KBANK', 'WW']);
    expect(sectionsOf(baht)).toEqual(['qr', 'truewallet']);
  });

  const banks = [
    depositBank({ bankCode: 'KBANK', mode: 'SMS' }),
    depositBank({ bankCode: 'SCB' }),
    qrEntry('FP'),
    qrEntry('WW'),
    qrEntry('UNKNOWNPAY'),
    depositBank({ bankCode: 'GSB', mode: 'MANUAL' }),
  ];

  it('sorts entries into bank transfers and QR channels (PAYMENT, or KBANK in SMS mode)', () => {
    const view = depositViewOf(depositLookup({ banks }));
    expect(view.kind).toBe('channels');
    if (view.kind !== 'channels') return;
    expect(view.banks.map((bank) => bank.bankCode)).toEqual(['SCB', 'GSB']);
    // In QR_CHANNELS order; a payment code we cannot draw is left out.
    expect(view.qrChannels).toEqual(['KBANK', 'WW', 'FP']);
  });

  it('makes every entry a plain account when isManual is set', () => {
    const wallets = [{ walletAccountName: '0812345678', mode: 'AUTO' as const }];
    const view = depositViewOf(depositLookup({ banks, wallets, isManual: true }));
    expect(view).toEqual({ kind: 'manual', banks, wallets });
    expect(sectionsOf(view)).toEqual(['bank']);
  });

  it('picks the wallet variant from the first wallet: AUTO is automatic, anything else the gift link', () => {
    const of = (modes: ('AUTO' | 'MANUAL')[]) => {
      const view = depositViewOf(
        depositLookup({ wallets: modes.map((mode, i) => ({ walletAccountName: `w${i}`, mode })) }),
      );
      return view.kind === 'channels' ? view.walletVariant : 'manual';
    };
    expect(of(['AUTO', 'MANUAL'])).toBe('auto');
    expect(of(['MANUAL', 'AUTO'])).toBe('gift-link');
    expect(of([])).toBeNull();
  });

  it('offers a tab only for a method with something to show', () => {
    expect(sectionsOf(depositViewOf(depositLookup({ banks: [qrEntry('WW')] })))).toEqual(['qr']);
    expect(
      sectionsOf(depositViewOf(depositLookup({ wallets: [{ walletAccountName: 'w', mode: 'MANUAL' }] }))),
    ).toEqual(['bank', 'truewallet']);
    expect(sectionsOf(depositViewOf(depositLookup({ banks: [], isManual: true })))).toEqual([]);
  });
});

describe('bankDisplayOf', () => {
  it('shows KBANK in AUTO mode as matched automatically, every other bank plainly', () => {
    expect(bankDisplayOf(depositBank({ bankCode: 'KBANK', mode: 'AUTO' }))).toBe('kbank-auto');
    for (const bankCode of ['SCB', 'GSB', 'BCEL'])
      expect(bankDisplayOf(depositBank({ bankCode }))).toBe('plain');
  });
});
