import { QR_CHANNELS, currencyOfDepositAccount, type DepositSetting } from '@wallet/contract';

export type DepositAccountRow = DepositSetting['banks'][number];

/** A bank of the bank list, as the banks table lists it. */
export interface ListedBank {
  code: string;
  nameTH: string;
  nameEN: string;
  nameLA: string;
}

/**
 * The row with the currency its bank holds (ADR 0175, 0185): the table never lets a currency be
 * typed, and a row stored with another (before the rule) is sent with its bank's.
 */
export function withBanksCurrency(row: DepositAccountRow): DepositAccountRow {
  const currency = currencyOfDepositAccount(row);
  return currency === undefined || currency === row.currency ? row : { ...row, currency };
}

/** The row moved to another bank (a bank account) or channel (a QR entry), its names and currency with it. */
export function withBank(
  row: DepositAccountRow,
  code: string,
  banks: readonly ListedBank[],
): DepositAccountRow {
  const listed = banks.find((bank) => bank.code === code);
  const names = listed ? { nameTH: listed.nameTH, nameEN: listed.nameEN, nameLA: listed.nameLA } : row.bank;
  return withBanksCurrency({ ...row, bankCode: code, bank: row.bankType === 'BANK' ? names : row.bank });
}

/** The choices of a row's bank cell: the bank list for a bank account, our QR channels for a QR entry. */
export function bankChoices(row: DepositAccountRow, banks: readonly ListedBank[]): string[] {
  return row.bankType === 'BANK' ? banks.map((bank) => bank.code) : [...QR_CHANNELS];
}

/** A new bank account at the first bank of the list, on, checked by hand until the operator says. */
export function newAccountRow(banks: readonly ListedBank[]): DepositAccountRow {
  const blank: DepositAccountRow = {
    bankCode: '',
    bankType: 'BANK',
    mode: 'MANUAL',
    bank: { nameTH: '', nameEN: '' },
    bankAccountName: '',
    bankAccountNo: '',
    currency: 'THB',
    active: true,
  };
  return banks[0] ? withBank(blank, banks[0].code, banks) : blank;
}

/** The rows with the one at `index` moved by `by` places (members see them in this order). */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
