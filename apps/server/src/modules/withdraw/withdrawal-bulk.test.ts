import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApi, withdrawApi, type BulkDecisionResult, withdrawalQueueApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { verifyAuditChain } from '../backoffice/index.ts';

// Issue 27: bulk approve and reject on the withdrawal queue (ADR 0110).
const t = useTestApp({ ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator' }, { checkBooks: true });
let finance: TestOperator;
let other: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  other = await makeOperator(t, 'admin');
});
beforeEach(async () => {
  t.outside.faults.clear();
  await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
});

let keys = 0;
/** A withdrawal waiting for an operator: its movement id and reference. */
async function waiting(player: Player, amount: number): Promise<{ id: number; reference: string }> {
  const response = await post(
    t.app,
    player,
    withdrawApi.withdraw,
    { amount },
    `bulk-${Date.now()}-${keys++}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { reference } = response.json() as { reference: string };
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  return { id: Number(rows[0]!.id), reference };
}

const bulkApprove = (operator: TestOperator, withdrawalIds: number[], reason?: string) =>
  call(t.app, withdrawalQueueApi.bulkApproveWithdrawals, {
    headers: operator.headers,
    body: reason === undefined ? { withdrawalIds } : { withdrawalIds, reason },
  });

const payoutsOf = async (references: string[]) =>
  (
    await t.database.pool.query<{ ref: string; n: number }>(
      'SELECT ref, count(*)::int AS n FROM sandbox_payouts WHERE ref = ANY($1) GROUP BY ref ORDER BY ref',
      [references],
    )
  ).rows;

const auditCount = async (action: string, ids: number[]) =>
  (
    await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_audit WHERE action = $1 AND target_id = ANY($2::text[])`,
      [action, ids.map(String)],
    )
  ).rows[0]!.n;

describe('bulk decisions on the withdrawal queue', () => {
  it('approves five: each paid once, each audited once, in the order asked', async () => {
    const player = await fundedPlayer(t, 2000);
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await waiting(player, 100 + i));
    const answer = await bulkApprove(
      finance,
      made.map((w) => w.id),
      'checked together',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { results } = answer.json() as BulkDecisionResult;
    expect(results.map((r) => r.id)).toEqual(made.map((w) => w.id));
    for (const result of results) {
      expect(result.message).toBeNull();
      expect(result.item).toMatchObject({
        stage: 'PAID',
        decidedBy: { id: finance.id },
        reason: 'checked together',
      });
    }
    expect(await payoutsOf(made.map((w) => w.reference))).toEqual(
      made.map((w) => ({ ref: w.reference, n: 1 })).sort((a, b) => a.ref.localeCompare(b.ref)),
    );
    expect(
      await auditCount(
        'withdrawal.approve',
        made.map((w) => w.id),
      ),
    ).toBe(5);
    expect((await walletOf(t.app, player)).wallet).toBe(2000 - (100 + 101 + 102 + 103 + 104));
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
    await expectBooksBalanced(t);
  });

  it('reports each refused row with its code and decides the rest', async () => {
    const player = await fundedPlayer(t, 1000);
    const [a, b, c] = [await waiting(player, 100), await waiting(player, 110), await waiting(player, 120)];
    const rejected = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: other.headers,
      params: { withdrawalId: b.id },
      body: { reason: 'name does not match' },
    });
    expect(rejected.json()).toMatchObject({ stage: 'REJECTED' });
    const answer = await bulkApprove(finance, [a.id, b.id, 99_999_999, c.id]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { results } = answer.json() as BulkDecisionResult;
    expect(results.map((r) => [r.id, r.message, r.item?.stage ?? null])).toEqual([
      [a.id, null, 'PAID'],
      [b.id, 'ALREADY_DECIDED', null],
      [99_999_999, 'NO_DATA', null],
      [c.id, null, 'PAID'],
    ]);
    // The refused row kept its reject: money back once, never paid.
    expect(await payoutsOf([b.reference])).toEqual([]);
    expect((await walletOf(t.app, player)).wallet).toBe(1000 - 100 - 120);
    await expectBooksBalanced(t);
  });

  it('two operators bulk-approving overlapping rows at once pay each row once', async () => {
    const player = await fundedPlayer(t, 5000);
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await waiting(player, 200 + i));
    const ids = made.map((w) => w.id);
    // Rows 1-4 are in both; one operator goes forwards, the other backwards, so they meet on the same rows.
    const [first, second] = await Promise.all([
      bulkApprove(finance, ids.slice(0, 5)),
      bulkApprove(other, ids.slice(1).reverse()),
    ]);
    for (const answer of [first, second]) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const result of (answer.json() as BulkDecisionResult).results) {
        expect(result.message, JSON.stringify(result)).toBeNull();
        // A row the other operator approved first may still be paying when this one reads it.
        expect(['PAYING', 'PAID']).toContain(result.item?.stage);
      }
    }
    // Once both answered, each row was paid by the one who decided it.
    const { rows: stages } = await t.database.pool.query<{ status: string }>(
      'SELECT status FROM movements WHERE id = ANY($1::bigint[])',
      [ids],
    );
    expect(stages.map((row) => row.status)).toEqual(ids.map(() => 'SUCCESS'));
    expect(await payoutsOf(made.map((w) => w.reference))).toEqual(
      made.map((w) => ({ ref: w.reference, n: 1 })).sort((a, b) => a.ref.localeCompare(b.ref)),
    );
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawal_decisions WHERE movement_id = ANY($1::bigint[])',
      [ids],
    );
    expect(rows[0]!.n).toBe(6);
    expect(await auditCount('withdrawal.approve', ids)).toBe(6);
    const spent = made.reduce((sum, _w, i) => sum + 200 + i, 0);
    expect((await walletOf(t.app, player)).wallet).toBe(5000 - spent);
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
    await expectBooksBalanced(t);
  });

  it('rejects in bulk with one reason: money back to each, audited, never paid', async () => {
    const player = await fundedPlayer(t, 1000);
    const made = [await waiting(player, 300), await waiting(player, 200)];
    const answer = await call(t.app, withdrawalQueueApi.bulkRejectWithdrawals, {
      headers: finance.headers,
      body: { withdrawalIds: made.map((w) => w.id), reason: 'account closed' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    for (const result of (answer.json() as BulkDecisionResult).results)
      expect(result).toMatchObject({ message: null, item: { stage: 'REJECTED', reason: 'account closed' } });
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await payoutsOf(made.map((w) => w.reference))).toEqual([]);
    expect(
      await auditCount(
        'withdrawal.reject',
        made.map((w) => w.id),
      ),
    ).toBe(2);
    await expectBooksBalanced(t);
  });

  it('refuses a repeated id, an empty list, more than 100 rows and a reject without a reason, deciding nothing', async () => {
    const player = await fundedPlayer(t, 500);
    const w = await waiting(player, 100);
    const refusals = [
      await bulkApprove(finance, [w.id, w.id]),
      await bulkApprove(finance, []),
      await bulkApprove(
        finance,
        Array.from({ length: 101 }, (_, i) => w.id + i),
      ),
      await call(t.app, withdrawalQueueApi.bulkRejectWithdrawals, {
        headers: finance.headers,
        body: { withdrawalIds: [w.id] } as never,
      }),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(['KEY_INVALID', 'KEY_MISSING']).toContain((answer.json() as { message: string }).message);
    }
    const { rows } = await t.database.pool.query(
      'SELECT 1 FROM withdrawal_decisions WHERE movement_id = $1',
      [w.id],
    );
    expect(rows).toEqual([]);
  });

  it('support may not decide in bulk', async () => {
    const support = await makeOperator(t, 'support');
    const answer = await bulkApprove(support, [1]);
    expect(answer.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});
