import type { DepositLookupReply } from './api/lookup.ts';
import { BANK_ACCOUNT_LENGTHS, bankAccountKey, normaliseBankAccountNo } from './bank-accounts.ts';
import { QR_CHANNEL_CURRENCY, QR_CHANNELS, type QrChannel } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import type { Currency } from './money.ts';
import { depositAccountCurrency } from './site-banks.ts';

/**
 * The site's deposit accounts as the operator keeps them (issue 41, ADR 0185): the entries of the
 * `deposit` setting, in the order members see them, each switched on or off. An entry stored
 * before the switch existed has no `active` and is on.
 */
export interface DepositAccountEntry {
  bankCode: string;
  bankType: 'BANK' | 'PAYMENT';
  bankAccountNo: string;
  currency: string;
  active?: boolean | undefined;
}

/** The `deposit` setting as the server reads it: the member lookup's entries with their switch. */
export type DepositSetting = Omit<DepositLookupReply, 'banks'> & {
  banks: (DepositLookupReply['banks'][number] & { active?: boolean | undefined })[];
};

/** Whether members are sent to this account: on unless switched off. */
export function isDepositAccountOn(account: { active?: boolean | undefined }): boolean {
  return account.active !== false;
}

/**
 * Where the bank feed's unique amounts go (ADR 0074): the first bank account in AUTO mode that is
 * on, in the operator's order, so switching a frozen one off hands its requests to the next
 * (ADR 0185). -1 when there is none.
 */
export function autoDepositAccountIndex(
  banks: readonly (Pick<DepositAccountEntry, 'bankType' | 'active'> & { mode: string })[],
): number {
  return banks.findIndex(
    (entry) => entry.bankType === 'BANK' && entry.mode === 'AUTO' && isDepositAccountOn(entry),
  );
}

/**
 * The banks of the bank lookup (the seed's rows; operators cannot add one, ADR 0107): the account
 * lengths table names each of them once, so it is the list a deposit account's bank comes from.
 */
export const DEPOSIT_BANK_CODES: readonly string[] = Object.keys(BANK_ACCOUNT_LENGTHS);

const isQrChannel = (code: string): code is QrChannel => (QR_CHANNELS as readonly string[]).includes(code);

/**
 * The currency an entry holds, from what it is and never from a typed field (ADR 0175): a bank
 * account's from its bank, a QR channel's from the channel. Undefined for a code that is neither.
 */
export function currencyOfDepositAccount(
  entry: Pick<DepositAccountEntry, 'bankCode' | 'bankType'>,
): Currency | undefined {
  if (entry.bankType === 'PAYMENT')
    return isQrChannel(entry.bankCode) ? QR_CHANNEL_CURRENCY[entry.bankCode] : undefined;
  return DEPOSIT_BANK_CODES.includes(entry.bankCode) ? depositAccountCurrency(entry.bankCode) : undefined;
}

export interface DepositAccountIssue {
  message: ErrorCode;
  path: (string | number)[];
}

/**
 * What is wrong with a change of the accounts, each with the field it names (`index.field`): a
 * bank not in the bank list or a QR channel we do not have (INVALID_BANK), a bank account number
 * its bank cannot have (INVALID_BANK), a currency other than the bank's (DEPOSIT_CURRENCY_MISMATCH),
 * one account listed twice (DUPLICATE_CODE).
 */
export function depositAccountIssues(banks: readonly DepositAccountEntry[]): DepositAccountIssue[] {
  const issues: DepositAccountIssue[] = [];
  const seen = new Set<string>();
  banks.forEach((entry, index) => {
    const currency = currencyOfDepositAccount(entry);
    if (currency === undefined) {
      issues.push({ message: 'INVALID_BANK', path: [index, 'bankCode'] });
      return;
    }
    const number =
      entry.bankType === 'BANK'
        ? normaliseBankAccountNo(entry.bankCode, entry.bankAccountNo)
        : entry.bankAccountNo;
    if (number === undefined) issues.push({ message: 'INVALID_BANK', path: [index, 'bankAccountNo'] });
    if (entry.currency !== currency)
      issues.push({ message: 'DEPOSIT_CURRENCY_MISMATCH', path: [index, 'currency'] });
    const key = `${entry.bankType}:${entry.bankCode}:${bankAccountKey(number ?? entry.bankAccountNo)}`;
    if (seen.has(key)) issues.push({ message: 'DUPLICATE_CODE', path: [index, 'bankAccountNo'] });
    seen.add(key);
  });
  return issues;
}
