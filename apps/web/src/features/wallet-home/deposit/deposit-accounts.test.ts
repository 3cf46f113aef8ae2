import type { DepositLookupReply } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { isBankTransferAccount } from './deposit-accounts.ts';

const account = (
  over: Partial<DepositLookupReply['banks'][number]>,
): DepositLookupReply['banks'][number] => ({
  bankCode: 'SCB',
  bankType: 'BANK',
  mode: 'AUTO',
  bank: { nameTH: 'ไทยพาณิชย์', nameEN: 'SCB' },
  bankAccountName: 'LUCKY WALLET',
  bankAccountNo: '4051234567',
  currency: 'THB',
  ...over,
});

describe('isBankTransferAccount', () => {
  it('keeps bank accounts and leaves QR channels out', () => {
    expect(isBankTransferAccount(account({}))).toBe(true);
    expect(isBankTransferAccount(account({ bankCode: 'KBANK', mode: 'AUTO' }))).toBe(true);
    expect(isBankTransferAccount(account({ bankCode: 'KBANK', mode: 'SMS' }))).toBe(false);
    expect(isBankTransferAccount(account({ bankType: 'PAYMENT' }))).toBe(false);
  });
});
