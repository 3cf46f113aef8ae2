import { describe, expect, it } from 'vitest';
import { sandboxApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../test/money.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

describe('POST /api/sandbox/wallet/credit', () => {
  it('books a deposit through the ledger', async () => {
    const player = await fundedPlayer(t, 0);
    const { rows } = await t.database.pool.query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [player.memberId],
    );
    const credited = await call(t.app, sandboxApi.credit, {
      body: { username: rows[0]!.username, amount: 123.45 },
    });
    expect(credited.statusCode).toBe(200);
    expect((credited.json() as { message: string }).message).toMatch(/^DP/);
    expect((await walletOf(t.app, player)).wallet).toBe(123.45);
    const report = await expectBooksBalanced(t);
    expect(report.totals['house:deposits']).toBeLessThanOrEqual(-12345);
  });

  it('refuses an unknown member and a bad amount', async () => {
    const unknown = await call(t.app, sandboxApi.credit, { body: { username: '0999999999', amount: 10 } });
    expect(unknown.json()).toEqual({ message: 'NO_USER' });
    const bad = await call(t.app, sandboxApi.credit, { body: { username: '0999999999', amount: 0.001 } });
    expect(bad.statusCode).toBe(400);
  });
});
