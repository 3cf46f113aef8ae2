import { SLIP_MAX_AGE_MINUTES, type SlipNote } from '@wallet/contract';
import { bankOfInterbankCode } from '../../../adapters/slip-verifier/bank-codes.ts';
import type { BankTransfer, ShownAccount } from '../../../adapters/slip-verifier/port.ts';
import { shownAccountMatches } from './shown-account.ts';

export interface BankAccount {
  bankCode: string;
  bankAccountNo: string;
}

/** A bank the record names (3-digit code) must be the account's; an unnamed or unknown one is not held against it. */
function isAccount(shown: ShownAccount, account: BankAccount): boolean {
  const bank = shown.bank ? bankOfInterbankCode(shown.bank) : undefined;
  if (bank && bank !== account.bankCode) return false;
  return shownAccountMatches(shown.account, account.bankAccountNo);
}

/** Our deposit accounts the slip's receiving account can be (one, unless two share the digits shown). */
export function receivingAccounts<A extends BankAccount>(
  transfer: BankTransfer,
  depositAccounts: readonly A[],
): A[] {
  return depositAccounts.filter((account) => isAccount(transfer.receiver, account));
}

/**
 * What the bank's record says about a slip the member uploaded, in the order an operator
 * checks it: did the money reach one of our accounts (DEST_ACC_INVALID), is it recent enough
 * (EXPIRED_SLIP), did it come from the member's registered account (NOT_MATCH). undefined: credit it.
 */
export function judgeTransfer(
  transfer: BankTransfer,
  member: BankAccount,
  depositAccounts: readonly BankAccount[],
  now: Date,
): SlipNote | undefined {
  if (receivingAccounts(transfer, depositAccounts).length === 0) return 'DEST_ACC_INVALID';
  if (now.getTime() - transfer.transferredAt.getTime() > SLIP_MAX_AGE_MINUTES * 60_000) return 'EXPIRED_SLIP';
  if (!transfer.sender || !isAccount(transfer.sender, member)) return 'NOT_MATCH';
  return undefined;
}
