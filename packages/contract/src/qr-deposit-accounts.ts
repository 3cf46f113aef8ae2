import { QR_CHANNELS, type QrChannel } from './constants.ts';
import type { DepositLookupReply } from './api/lookup.ts';

type DepositAccount = DepositLookupReply['banks'][number];

/** A deposit entry paid by QR: a PAYMENT entry, or KBANK in SMS mode (spec doc 2 section 2 "Deposit modal"). */
export function isQrDepositAccount(account: DepositAccount): boolean {
  return account.bankType === 'PAYMENT' || (account.bankCode === 'KBANK' && account.mode === 'SMS');
}

/**
 * The QR channels the operator offers now, in QR_CHANNELS order: what the deposit modal shows and
 * the server accepts. A manual site (isManual) offers none.
 */
export function offeredQrChannels(lookup: DepositLookupReply): QrChannel[] {
  if (lookup.isManual) return [];
  const codes = new Set(lookup.banks.filter(isQrDepositAccount).map((account) => account.bankCode));
  return QR_CHANNELS.filter((channel) => codes.has(channel));
}
