import { Readable } from 'node:stream';
import { toBaht, type ReportKind } from '@wallet/contract';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type pg from 'pg';
import { CHANNEL_OF, dayStart, nextDay } from '../wallet/index.ts';

/**
 * A report's rows for CSV, read from the journal (ADR 0090): one row per house-account entry of
 * the kind's accounts, signed as the dashboard counts it, so the total line equals the summary's
 * figure for the same days. Read in pages by journal id and written as they come: a year of
 * deposits never sits in memory.
 */
type JournalReport = Exclude<ReportKind, 'reconciliation'>;
const ACCOUNTS: Record<JournalReport, string[]> = {
  deposits: ['deposits'],
  withdrawals: ['payouts'],
  adjustments: ['adjustments'],
  promotions: ['bonuses', 'refund_expense', 'invite_expense', 'promotions', 'draw_forfeits'],
};

/** payouts count money going out as it arrives there; every other account as it leaves. */
const SIGN: Record<JournalReport, number> = { deposits: -1, withdrawals: 1, adjustments: -1, promotions: -1 };

const PAGE = 1000;
export const HEADER = ['time', 'reference', 'phone', 'name', 'type', 'amount'];

interface Row {
  id: string;
  at: string;
  reference: string | null;
  phone: string | null;
  name: string | null;
  type: string;
  amount: string;
}

/** The Bangkok local time of a journal, `YYYY-MM-DD HH:MM:SS`. */
const LOCAL_TIME = `to_char((jt.created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS')`;

async function* rows(pool: pg.Pool, kind: JournalReport, from: string, to: string): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const { rows: page } = await pool.query<Row>(
      `SELECT jt.id, ${LOCAL_TIME} AS at, mv.reference, m.username AS phone, m.name,
              CASE WHEN a.name = 'deposits' THEN ${CHANNEL_OF} ELSE a.name END AS type, e.amount
       FROM journal_transactions jt
       JOIN journal_entries e ON e.journal_id = jt.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.name = ANY($3)
       LEFT JOIN movements mv ON mv.id = jt.movement_id
       LEFT JOIN members m ON m.id = jt.member_id
       WHERE jt.created_at >= $1 AND jt.created_at < $2 AND jt.id > $4
       ORDER BY jt.id, e.id LIMIT ${PAGE}`,
      [dayStart(from), dayStart(nextDay(to)), ACCOUNTS[kind], after],
    );
    if (page.length < PAGE) {
      if (page.length > 0) yield page;
      return;
    }
    // A full page may end inside a journal: its entries are read again, whole, with the next page.
    const last = page.at(-1)!.id;
    const whole = page.filter((row) => row.id !== last);
    if (whole.length === 0) throw new Error('report: a journal with more entries than a page');
    yield whole;
    after = Number(whole.at(-1)!.id);
  }
}

/**
 * A CSV file: a byte-order mark (spreadsheet programs then read Thai and Lao as UTF-8), the header,
 * the pages of rows as they come. A cell that starts like a formula is quoted with a leading '.
 * Every report's CSV is written here (the reconciliation's too).
 */
const papaparse = onFirstUse<typeof import('papaparse')>('papaparse');

export function csvFile(header: string[], pages: AsyncIterable<unknown[][]>): Readable {
  const line = (cells: unknown[][]) =>
    `${papaparse().unparse(cells, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
  async function* csv() {
    yield `\uFEFF${line([header])}`;
    for await (const cells of pages) if (cells.length > 0) yield line(cells);
  }
  return Readable.from(csv());
}

/** A journal report's rows, then a TOTAL line. */
export function reportCsv(pool: pg.Pool, kind: JournalReport, from: string, to: string): Readable {
  async function* pages() {
    let total = 0;
    for await (const page of rows(pool, kind, from, to)) {
      yield page.map((row) => {
        const satang = SIGN[kind] * Number(row.amount);
        total += satang;
        return [row.at, row.reference ?? '', row.phone ?? '', row.name ?? '', row.type, toBaht(satang)];
      });
    }
    yield [['TOTAL', '', '', '', kind, toBaht(total)]];
  }
  return csvFile(HEADER, pages());
}
