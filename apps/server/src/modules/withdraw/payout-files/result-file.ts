import { toSatang } from '@wallet/contract';
import {
  StatementRowsRefused,
  statementRows,
} from '../../../adapters/bank-feed/statement-files/statement-rows.ts';
import type { Cell } from '../../../adapters/bank-feed/statement-files/statement-line.ts';
import { fail } from '../../../lib/app-error.ts';

/** One row of a bank's result file: what the bank says it did with one of our payouts. */
export interface ResultRow {
  /** The file's line (the header is line 1). */
  line: number;
  reference: string;
  /** Satang, or null when the row's amount does not read as baht with at most two decimals. */
  amount: number | null;
  /** What the bank says: paid, failed, or still processing it. */
  status: 'paid' | 'failed' | 'pending';
  bankReference: string | null;
  reason: string | null;
}

/**
 * The columns a result file is read by (ADR 0173). Neither portal publishes its result file's
 * layout; both let a customer download the batch's outcome as a spreadsheet. Finance saves it as
 * CSV or XLSX with these headings (any order, any case): the reference we sent, the amount, the
 * status, the bank's transaction reference and its reason for a failure.
 */
const HEADINGS = {
  reference: ['reference', 'customer reference', 'ref no', 'ref'],
  amount: ['amount'],
  status: ['status'],
  bankReference: ['bank reference', 'bank_reference', 'transaction reference', 'transaction no'],
  reason: ['reason', 'remark', 'error'],
} as const;

const PAID = new Set(['success', 'successful', 'paid', 'completed', 's']);
const FAILED = new Set(['fail', 'failed', 'rejected', 'error', 'f']);
const PENDING = new Set(['pending', 'processing', 'in progress', 'waiting', 'p']);

const cellText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim();

/** Baht as the file writes it ("1,234.50", 1234.5) to satang, read from its digits, never by float sums. */
export function satangOfCell(cell: Cell | undefined): number | null {
  const written = cellText(cell).replaceAll(',', '');
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(written)) return null;
  return toSatang(Number(written)) ?? null;
}

/** The rows of a result file; PAYOUT_FILE_INVALID when it is no table with these headings. */
export async function readResultFile(data: Uint8Array): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  let columns: Record<keyof typeof HEADINGS, number> | undefined;
  let line = 0;
  try {
    for await (const cells of statementRows(data)) {
      line += 1;
      if (!columns) {
        columns = headingsOf(cells);
        continue;
      }
      const status = cellText(cells[columns.status]).toLowerCase();
      if (!PAID.has(status) && !FAILED.has(status) && !PENDING.has(status)) fail('PAYOUT_FILE_INVALID');
      const optional = (index: number) => (index < 0 ? null : cellText(cells[index]) || null);
      rows.push({
        line,
        reference: cellText(cells[columns.reference]),
        amount: satangOfCell(cells[columns.amount]),
        status: PAID.has(status) ? 'paid' : FAILED.has(status) ? 'failed' : 'pending',
        bankReference: optional(columns.bankReference),
        reason: optional(columns.reason),
      });
      if (rows.length > 5_000) fail('PAYOUT_FILE_INVALID');
    }
  } catch (error) {
    if (error instanceof StatementRowsRefused) fail('PAYOUT_FILE_INVALID');
    throw error;
  }
  if (!columns || rows.length === 0) fail('PAYOUT_FILE_INVALID');
  return rows;
}

function headingsOf(cells: Cell[]): Record<keyof typeof HEADINGS, number> {
  const names = cells.map((cell) => cellText(cell).toLowerCase());
  const find = (options: readonly string[]) => names.findIndex((name) => options.includes(name));
  const columns = {
    reference: find(HEADINGS.reference),
    amount: find(HEADINGS.amount),
    status: find(HEADINGS.status),
    bankReference: find(HEADINGS.bankReference),
    reason: find(HEADINGS.reason),
  };
  if (columns.reference < 0 || columns.amount < 0 || columns.status < 0) fail('PAYOUT_FILE_INVALID');
  return columns;
}
