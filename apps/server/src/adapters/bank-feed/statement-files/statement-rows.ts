import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Cell } from './statement-line.ts';
import { STATEMENT_MAX_COLUMNS } from './statement-limits.ts';
import { checkXlsxBounds, XlsxRefused } from './xlsx-bounds.ts';

/** Why a file's rows cannot be read: a formula (a file meant to run in a spreadsheet), or not a table at all. */
export class StatementRowsRefused extends Error {
  constructor(readonly why: 'formula' | 'invalid' | 'too-large') {
    super(`statement rows refused: ${why}`);
    this.name = 'StatementRowsRefused';
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(data: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, i) => data[i] === byte);
}

/**
 * A CSV's text: UTF-8 (with or without BOM), else Windows-874, the Thai code page older exports
 * use. Bytes that are neither, or NULs (a binary file), are not a CSV.
 */
function csvText(data: Uint8Array): string {
  if (data.includes(0)) throw new StatementRowsRefused('invalid');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-874').decode(data);
  }
}

/** A text cell a spreadsheet would run as a formula (=, +, @, or - not starting a number). */
const FORMULA_TEXT = /^\s*(?:[=+@]|-(?![\d.]))/;

function checkedText(value: string): string {
  if (FORMULA_TEXT.test(value)) throw new StatementRowsRefused('formula');
  return value;
}

function checkedWidth<T>(cells: T[]): T[] {
  if (cells.length > STATEMENT_MAX_COLUMNS) throw new StatementRowsRefused('invalid');
  return cells;
}

/** The rows of a CSV, streamed through papaparse (one row in memory at a time). */
async function* csvRows(data: Uint8Array): AsyncGenerator<Cell[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  Readable.from([csvText(data)]).pipe(parser);
  for await (const row of parser as AsyncIterable<string[]>) {
    yield checkedWidth(row).map((value) => (value.trim() === '' ? null : checkedText(value)));
  }
}

/** One XLSX cell as a Cell; a formula anywhere refuses the file. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number') return value;
  if (typeof value === 'string') return checkedText(value);
  if (typeof value === 'boolean') return String(value);
  if ('formula' in value || 'sharedFormula' in value) throw new StatementRowsRefused('formula');
  if ('richText' in value) return checkedText(value.richText.map((part) => part.text).join(''));
  if ('text' in value) return checkedText(String(value.text));
  throw new StatementRowsRefused('invalid');
}

/**
 * The rows of an XLSX's first sheet, streamed through exceljs's workbook reader, once the zip is
 * known to stay within the bounds when inflated (xlsx-bounds.ts).
 */
async function* xlsxRows(data: Uint8Array): AsyncGenerator<Cell[]> {
  try {
    checkXlsxBounds(data);
  } catch (error) {
    if (error instanceof XlsxRefused) throw new StatementRowsRefused(error.why);
    throw error;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(data)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based and sparse.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      yield checkedWidth(Array.from(values, xlsxCell));
    }
    return;
  }
}

/** The rows of a statement file, CSV or XLSX by its first bytes. */
export function statementRows(data: Uint8Array): AsyncGenerator<Cell[]> {
  return isXlsx(data) ? xlsxRows(data) : csvRows(data);
}
