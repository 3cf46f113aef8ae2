import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedOperatorApi as api, type StatementImportReply } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { SITE_KBANK_AUTO, setBankFeed } from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { multipart } from '../../../../test/kits/slip.ts';
import { KBANK_XLSX_ROWS, xlsxBomb, xlsxOf } from '../../../adapters/bank-feed/statement-files/fixtures.ts';

/** Issue 37's second review: a statement XLSX that inflates to gigabytes, through the route. */
const t = useTestApp();
let finance: TestOperator;
beforeAll(async () => {
  await setBankFeed(t, { statement: true });
  finance = await makeOperator(t, 'finance');
});

function preview(data: Buffer) {
  const form = multipart([
    {
      name: 'file',
      filename: 'statement.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data,
    },
  ]);
  return call(t.app, api.importStatement, {
    query: { accountNo: SITE_KBANK_AUTO, mode: 'preview' },
    body: form.payload,
    headers: { ...finance.headers, 'content-type': form.contentType },
  });
}

describe('POST /api/backoffice/bank-feed/statement with a zip bomb', () => {
  it('answers STATEMENT_TOO_LARGE (413), lying size or not, and the next file reads', async () => {
    for (const declared of [4096, 1024 * 1024 * 1024]) {
      const answer = await preview(xlsxBomb(declared));
      expect([answer.statusCode, answer.json()]).toEqual([413, { message: 'STATEMENT_TOO_LARGE' }]);
    }
    const next = await preview(await xlsxOf(KBANK_XLSX_ROWS));
    expect(next.statusCode).toBe(200);
    expect((next.json() as StatementImportReply).rows).toHaveLength(2);
  });
});
