import type { DepositLookupReply } from '@wallet/contract';

type DepositBank = DepositLookupReply['banks'][number];

/**
 * Accounts a member transfers to by hand. PAYMENT entries and KBANK in SMS mode are QR channels
 * (spec doc 2 section 2 "Deposit modal"), which the QR deposit issue shows instead.
 */
export function isBankTransferAccount(account: DepositBank): boolean {
  return account.bankType !== 'PAYMENT' && !(account.bankCode === 'KBANK' && account.mode === 'SMS');
}
