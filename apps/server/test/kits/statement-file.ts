import { bankFeedOperatorApi as api } from '@wallet/contract';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import { SITE_KBANK_AUTO } from './bank-feed.ts';
import type { TestOperator } from './operators.ts';
import { multipart } from './slip.ts';

/** Bangkok wall clock of now, as a statement prints it: d/m/yyyy and hh:mm. */
export function bangkokNow(): { date: string; time: string } {
  const wall = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
  };
}

/** A KBANK English statement export of money-in rows at `now`, each [amount, balance]. */
export function kbankCsv(rows: [number, number][], at = bangkokNow()): string {
  const { date, time } = at;
  return [
    'Account No.,048-1-23456-7',
    'Date,Time,Description,Withdrawal,Deposit,Outstanding Balance,Channel,Details',
    ...rows.map(
      ([amount, balance]) =>
        `${date},${time},Transfer Deposit,,${amount.toFixed(2)},${balance.toFixed(2)},K PLUS,`,
    ),
  ].join('\n');
}

/** Uploads a statement file as `operator` (an import needs a reason: ADR 0131). */
export function uploadStatement(
  t: TestApp,
  operator: TestOperator,
  data: Buffer | string,
  options: { mode: 'preview' | 'import'; reason?: string; accountNo?: string; fileName?: string },
) {
  const { mode, reason, accountNo = SITE_KBANK_AUTO, fileName = 'statement.csv' } = options;
  const form = multipart([{ name: 'file', filename: fileName, type: 'text/csv', data }]);
  return call(t.app, api.importStatement, {
    query: { accountNo, mode, ...(reason === undefined ? {} : { reason }) },
    body: form.payload,
    headers: { ...operator.headers, 'content-type': form.contentType },
  });
}
