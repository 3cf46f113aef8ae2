import { QR_CHANNELS, type QrChannel } from './constants.ts';
import type { DepositLookupReply } from './api/lookup.ts';
import { isDepositAccountOn } from './deposit-accounts.ts';

/** An entry as the lookup answers it, or as the setting keeps it (with its on/off switch, ADR 0185). */
type DepositAccount = DepositLookupReply['banks'][number] & { active?: boolean | undefined };

/** A deposit entry paid by QR: a PAYMENT entry, or KBANK in SMS mode (spec doc 2 section 2 "Deposit modal"). */
export function isQrDepositAccount(account: DepositAccount): boolean {
  return account.bankType === 'PAYMENT' || (account.bankCode === 'KBANK' && account.mode === 'SMS');
}

/**
 * The QR channels the operator offers now, in QR_CHANNELS order: what the deposit modal shows and
 * the server accepts. A manual site (isManual) offers none, nor an entry switched off (ADR 0185).
 */
export function offeredQrChannels(lookup: {
  isManual: boolean;
  banks: readonly DepositAccount[];
}): QrChannel[] {
  if (lookup.isManual) return [];
  const codes = new Set(
    lookup.banks
      .filter((account) => isQrDepositAccount(account) && isDepositAccountOn(account))
      .map((account) => account.bankCode),
  );
  return QR_CHANNELS.filter((channel) => codes.has(channel));
}
