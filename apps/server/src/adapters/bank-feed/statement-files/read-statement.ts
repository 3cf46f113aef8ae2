import { layoutOf } from './statement-layouts.ts';
import { readLine, type Cell, type StatementLine } from './statement-line.ts';
import { STATEMENT_HEADER_SEARCH_ROWS, STATEMENT_MAX_ROWS } from './statement-limits.ts';
import { StatementRowsRefused, statementRows } from './statement-rows.ts';

/** Catalogue codes a statement file is refused with; nothing of it is kept. */
export type StatementRefusal =
  'STATEMENT_INVALID_FILE' | 'STATEMENT_UNKNOWN_FORMAT' | 'STATEMENT_FORMULA' | 'STATEMENT_TOO_LARGE';

export type StatementReading =
  | { ok: true; bankCode: string; lines: StatementLine[]; otherRows: number }
  | { ok: false; code: StatementRefusal };

export interface StatementTask {
  data: Uint8Array;
  account: { bankCode: string; accountNo: string };
}

/**
 * Reads a statement export of one of our accounts (ADR 0078): finds the bank's header among the
 * first rows, then reads every money-in row, stopping at the row limit. Refuses the whole file
 * (a catalogue code) when it is not CSV or XLSX, holds a formula, is another bank's layout, holds
 * a money-in row that does not read, or is too long.
 */
export async function readStatement({ data, account }: StatementTask): Promise<StatementReading> {
  const rows = statementRows(data);
  let header: ReturnType<typeof layoutOf>;
  const lines: StatementLine[] = [];
  let otherRows = 0;
  let count = 0;
  try {
    for await (const cells of rows) {
      count += 1;
      if (count > STATEMENT_MAX_ROWS) return { ok: false, code: 'STATEMENT_TOO_LARGE' };
      if (!header) {
        header = layoutOf(cells.map((cell: Cell) => (typeof cell === 'string' ? cell : '')));
        if (!header && count >= STATEMENT_HEADER_SEARCH_ROWS)
          return { ok: false, code: 'STATEMENT_UNKNOWN_FORMAT' };
        if (header && header.layout.bankCode !== account.bankCode) {
          return { ok: false, code: 'STATEMENT_UNKNOWN_FORMAT' };
        }
        continue;
      }
      const reading = readLine(cells, count, header.layout, header.at, account);
      if (reading.kind === 'bad') return { ok: false, code: 'STATEMENT_INVALID_FILE' };
      if (reading.kind === 'other') otherRows += 1;
      else lines.push(reading.line);
    }
  } catch (error) {
    if (error instanceof StatementRowsRefused) {
      const codes = {
        formula: 'STATEMENT_FORMULA',
        invalid: 'STATEMENT_INVALID_FILE',
        'too-large': 'STATEMENT_TOO_LARGE',
      } as const;
      return { ok: false, code: codes[error.why] };
    }
    // exceljs and papaparse throw on a broken zip or stream: the file is not what it says.
    return { ok: false, code: 'STATEMENT_INVALID_FILE' };
  } finally {
    await rows.return(undefined);
  }
  if (!header) return { ok: false, code: 'STATEMENT_UNKNOWN_FORMAT' };
  return { ok: true, bankCode: header.layout.bankCode, lines, otherRows };
}
