import type { DepositLookupReply, QrStateReply, SlipEntry } from '@wallet/contract';
import type { DepositBank } from './deposit-accounts.ts';

export function depositBank(over: Partial<DepositBank> = {}): DepositBank {
  return {
    bankCode: 'SCB',
    bankType: 'BANK',
    mode: 'AUTO',
    bank: { nameTH: 'ไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
    bankAccountName: 'LUCKY WALLET',
    bankAccountNo: '4051234567',
    currency: 'THB',
    ...over,
  };
}

export const qrEntry = (bankCode: string, over: Partial<DepositBank> = {}) =>
  depositBank({ bankCode, bankType: 'PAYMENT', mode: 'AUTO', bankAccountNo: `${bankCode}-1`, ...over });

export function depositLookup(over: Partial<DepositLookupReply> = {}): DepositLookupReply {
  return { banks: [depositBank()], wallets: [], isManual: false, ...over };
}

export const liveQr = (over: Partial<QrStateReply> = {}): QrStateReply => ({
  hasQrcode: true,
  qrcodeId: 'qr-1',
  qrcode: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
  amount: 100,
  expireIn: 300,
  ...over,
});

export const noQr: QrStateReply = { hasQrcode: false };

export function slip(over: Partial<SlipEntry> = {}): SlipEntry {
  return {
    reference: 'S1',
    createdAt: '2026-01-02T03:04:05.000Z',
    amount: 500,
    status: 'SUCCESS',
    note: null,
    ...over,
  };
}
