import type { FeedSender } from '../port.ts';
import { bankOfShownName } from '../notification-parsers/by-patterns.ts';
import { bangkokTime, nameOrNull, oneLine, parsePrintedAmount } from '../notification-parsers/reading.ts';
import type { StatementColumn, StatementLayout } from './statement-layouts.ts';

/** A cell as CSV (text) or XLSX (text, number, date) gives it. */
export type Cell = string | number | Date | null;

/** One money-in row of a statement, ready to become a feed entry of our account. */
export interface StatementLine {
  /** The row's number in the file (1-based), for the operator's preview. */
  line: number;
  bankTime: Date;
  amount: number;
  /** The row's canonical text (statementRaw): the same row read from any export of the statement is the same text. */
  raw: string;
  sender: FeedSender;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A date cell: an XLSX date (its wall clock in UTC, as Excel keeps it), or d/m/y text. */
function dayOf(cell: Cell): { day: string; month: string; year: string } | undefined {
  if (cell instanceof Date) {
    return {
      day: String(cell.getUTCDate()),
      month: String(cell.getUTCMonth() + 1),
      year: String(cell.getUTCFullYear()),
    };
  }
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(String(cell ?? '').trim());
  return m ? { day: m[1]!, month: m[2]!, year: m[3]! } : undefined;
}

/** A time cell: an XLSX time (a date on 1899-12-30, or a fraction of a day), or hh:mm[:ss] text. */
function timeOf(cell: Cell): { hour: string; minute: string } | undefined {
  if (cell instanceof Date) return { hour: String(cell.getUTCHours()), minute: String(cell.getUTCMinutes()) };
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const minutes = Math.round(cell * 1440);
    return { hour: String(Math.floor(minutes / 60)), minute: String(minutes % 60) };
  }
  const m = /^(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?$/.exec(String(cell ?? '').trim());
  return m ? { hour: m[1]!, minute: m[2]! } : undefined;
}

/** An amount cell: a number (at most 2 decimals once Excel's float noise is rounded), or printed text. */
function parseAmountCell(cell: Cell): number | undefined {
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? parsePrintedAmount(cell.toFixed(2)) : undefined;
  if (typeof cell === 'string') return parsePrintedAmount(cell.trim());
  return undefined;
}

const blank = (cell: Cell | undefined) => cell === null || cell === undefined || String(cell).trim() === '';

/**
 * What a statement's details print of the sender: "From SCB X1234 MR SOMSAK T",
 * "รับโอนจาก KTB xxx-x-x1234-x นาย สมศักดิ์", "โอนเงินจาก BBL 123-4-56789-0 ...".
 */
const SENDER =
  /(?:^|\s)(?:from|รับโอนจาก|โอนเงินจาก|โอนจาก|จาก)\s*(?<bank>[A-Za-z]{2,6})\s+(?<account>[Xx*\d][Xx*\d-]{2,20})\s*(?<name>.*)$/i;

export function senderOf(details: string): FeedSender {
  const g = SENDER.exec(details)?.groups;
  if (!g) return { bankCode: null, account: null, name: null };
  return {
    bankCode: bankOfShownName(g.bank),
    account: g.account ?? null,
    name: nameOrNull(g.name),
  };
}

/**
 * A statement row's canonical text, its natural key's source (ADR 0078): our bank and account,
 * the Bangkok day and minute, the amount and the balance after it. The details are left out
 * while a balance is there, because the Thai and the English export word them differently; the
 * balance after the row already tells two equal transfers in one minute apart. Shared with the
 * sandbox bank, whose statement row is then the very row an import of its statement reads.
 */
export function statementRaw(row: {
  bankCode: string;
  accountNo: string;
  bankTime: Date;
  amount: number;
  balance: number | undefined;
  details: string;
}): string {
  const wall = new Date(row.bankTime.getTime() + 7 * 3_600_000);
  return [
    row.bankCode,
    row.accountNo,
    `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`,
    `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
    row.amount,
    row.balance ?? '',
    row.balance === undefined ? row.details : '',
  ].join('|');
}

export type LineReading = { kind: 'credit'; line: StatementLine } | { kind: 'other' } | { kind: 'bad' };

/**
 * One data row: a credit, another row (money out, a total, a blank, a page footer), or a row
 * that claims money came in but whose date, time or amount does not read (bad: the file is
 * refused, never guessed).
 */
export function readLine(
  cells: readonly Cell[],
  line: number,
  layout: StatementLayout,
  at: Partial<Record<StatementColumn, number>>,
  account: { bankCode: string; accountNo: string },
): LineReading {
  const cell = (column: StatementColumn) => (at[column] === undefined ? null : (cells[at[column]] ?? null));
  const deposit = cell('deposit');
  if (blank(deposit)) return { kind: 'other' };
  if (layout.creditCodes) {
    const code = String(cell('code') ?? '')
      .trim()
      .toUpperCase();
    if (!layout.creditCodes.includes(code)) return { kind: 'other' };
  }
  const amount = parseAmountCell(deposit);
  const day = dayOf(cell('date'));
  const time = timeOf(cell('time'));
  if (amount === undefined || !day || !time) {
    // A totals line: its amount reads but no date does.
    return amount !== undefined && blank(cell('date')) ? { kind: 'other' } : { kind: 'bad' };
  }
  const bankTime = bangkokTime({ ...day, ...time }, new Date());
  if (!bankTime) return { kind: 'bad' };
  const balance = blank(cell('balance')) ? undefined : parseAmountCell(cell('balance'));
  const details = oneLine(String(cell('details') ?? ''));
  const raw = statementRaw({ ...account, bankTime, amount, balance, details });
  return { kind: 'credit', line: { line, bankTime, amount, raw, sender: senderOf(details) } };
}
