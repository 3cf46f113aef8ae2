/** The columns a statement row is read from. */
export type StatementColumn = 'date' | 'time' | 'deposit' | 'withdrawal' | 'balance' | 'details' | 'code';

/**
 * An internet-banking statement export's layout: the header names of each column, Thai and
 * English (the export follows the language the operator's session uses), lower-cased. `required`
 * are the columns that tell this bank's layout from the others.
 */
export interface StatementLayout {
  bankCode: string;
  headers: Partial<Record<StatementColumn, readonly string[]>>;
  required: readonly StatementColumn[];
  /** SCB marks each row with a code; only these are money in. */
  creditCodes?: readonly string[];
}

/**
 * KBANK (K-BIZ / K-Cyber "Statement" export): account details above a header of date, time,
 * description, withdrawal, deposit, outstanding balance, channel, details; a deposit row's details
 * name the sender's bank, masked account and name as far as the bank knows them.
 */
const kbank: StatementLayout = {
  bankCode: 'KBANK',
  headers: {
    date: ['date', 'วันที่'],
    time: ['time', 'เวลา'],
    withdrawal: ['withdrawal', 'ถอนเงิน'],
    deposit: ['deposit', 'ฝากเงิน'],
    balance: ['outstanding balance', 'ยอดคงเหลือ'],
    details: ['details', 'รายละเอียด'],
  },
  required: ['date', 'time', 'deposit', 'balance', 'details'],
};

/**
 * SCB (SCB Business Net / SCB Easy "Account Statement" export): date, time, transaction code
 * (X1 money in, X2 money out), channel, debit, credit, balance, description.
 */
const scb: StatementLayout = {
  bankCode: 'SCB',
  headers: {
    date: ['date', 'วันที่'],
    time: ['time', 'เวลา'],
    code: ['transaction code', 'code', 'รหัสรายการ'],
    withdrawal: ['debit', 'ถอน/โอนออก', 'เงินออก'],
    deposit: ['credit', 'ฝาก/โอนเข้า', 'เงินเข้า'],
    balance: ['balance', 'ยอดเงินคงเหลือ', 'คงเหลือ'],
    details: ['description', 'รายละเอียด'],
  },
  required: ['date', 'time', 'code', 'deposit', 'balance', 'details'],
  creditCodes: ['X1', 'XE'],
};

/** SCB first: its header is a superset of names KBANK also uses. */
export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [scb, kbank];

/** The layout a header row is, and where each of its columns is; undefined when none fits. */
export function layoutOf(
  header: readonly string[],
): { layout: StatementLayout; at: Partial<Record<StatementColumn, number>> } | undefined {
  const names = header.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '));
  for (const layout of STATEMENT_LAYOUTS) {
    const at: Partial<Record<StatementColumn, number>> = {};
    for (const [column, aliases] of Object.entries(layout.headers) as [StatementColumn, string[]][]) {
      const index = names.findIndex((name) => aliases.includes(name));
      if (index >= 0) at[column] = index;
    }
    if (layout.required.every((column) => at[column] !== undefined)) return { layout, at };
  }
  return undefined;
}
