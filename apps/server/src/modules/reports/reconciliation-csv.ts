import type { Readable } from 'node:stream';
import { toBaht } from '@wallet/contract';
import type pg from 'pg';
import { nextDay } from '../wallet/index.ts';
import { csvFile } from './exports.ts';
import { reconcileDay } from './reconciliation.ts';

export const RECONCILIATION_HEADER = [
  'day',
  'bank',
  'account',
  'line',
  'kind',
  'reason',
  'time',
  'reference',
  'member',
  'amount',
];

/**
 * The reconciliation of each day of [from, to] as CSV (ADR 0176), through the reports' one CSV
 * writer: per account its booked credits by kind, what the feed saw, the difference and the
 * items behind it; the "no account" row by kind; last a TOTAL of what was booked, which is the
 * deposits export's TOTAL for the same days.
 */
export function reconciliationCsv(pool: pg.Pool, from: string, to: string): Readable {
  async function* pages() {
    let total = 0;
    for (let day = from; day <= to; day = nextDay(day)) {
      const { accounts, booked } = await reconcileDay(pool, day);
      total += booked;
      const cells: unknown[][] = [];
      for (const row of accounts) {
        const at = [day, row.bankCode ?? '', row.accountNo ?? ''];
        for (const each of row.byKind) cells.push([...at, 'booked', each.kind, '', '', '', '', each.amount]);
        if (row.difference === null) continue;
        cells.push([...at, 'seen', '', '', '', '', '', row.seen]);
        cells.push([...at, 'difference', '', '', '', '', '', row.difference]);
        for (const item of row.items) {
          cells.push([
            ...at,
            `${item.side} item`,
            item.kind ?? '',
            item.reason,
            item.at,
            item.reference ?? '',
            item.memberId ?? '',
            item.amount,
          ]);
        }
      }
      yield cells;
    }
    yield [['TOTAL', '', '', 'booked', '', '', '', '', '', toBaht(total)]];
  }
  return csvFile(RECONCILIATION_HEADER, pages());
}
