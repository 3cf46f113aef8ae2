import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sandboxApi,
  statementApi,
  withdrawApi,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
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

// The product default: withdrawals wait for an operator. RECOVERY_AGE_MS 0: the recovery task takes every pending one.
const t = useTestApp(
  { ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  { checkBooks: true },
);
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
async function withdraw(player: Player, amount: number) {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, `wd-${Date.now()}-${keys++}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { reference: string; status: string };
}

async function itemOf(reference: string): Promise<WithdrawalItem> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  const list = await call(t.app, withdrawalQueueApi.withdrawals, {
    headers: finance.headers,
    query: { limit: 100 },
  });
  return (list.json() as { items: WithdrawalItem[] }).items.find((item) => item.id === Number(rows[0]!.id))!;
}

const payouts = async (reference: string) =>
  (await t.database.pool.query('SELECT status FROM sandbox_payouts WHERE ref = $1', [reference])).rows;

describe('the withdrawal queue', () => {
  it('a new withdrawal waits for an operator: held, PENDING to the member, nothing sent to the rail', async () => {
    const player = await fundedPlayer(t, 1000);
    const answer = await withdraw(player, 300);
    expect(answer.status).toBe('PENDING');
    expect((await walletOf(t.app, player)).wallet).toBe(700);
    expect(await payouts(answer.reference)).toEqual([]);
    const item = await itemOf(answer.reference);
    expect(item).toMatchObject({ stage: 'AWAITING_APPROVAL', amount: 300, member: { id: player.memberId } });
    // The recovery job does not send a withdrawal nobody approved.
    await t.jobs.runTask('withdrawals');
    expect(await payouts(answer.reference)).toEqual([]);
    const list = await call(t.app, withdrawalQueueApi.withdrawals, {
      headers: finance.headers,
      query: { stage: 'AWAITING_APPROVAL' },
    });
    const page = list.json() as { pending: { count: number; oldestAt: string }; items: WithdrawalItem[] };
    expect(page.pending.count).toBeGreaterThanOrEqual(1);
    expect(page.items.every((i) => i.stage === 'AWAITING_APPROVAL')).toBe(true);
  });

  it('approve pays through the rail; ten concurrent approvals pay once', async () => {
    const player = await fundedPlayer(t, 1000);
    const answer = await withdraw(player, 250);
    const { id } = await itemOf(answer.reference);
    const approvals = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t.app, withdrawalQueueApi.approveWithdrawal, {
          headers: (i % 2 ? other : finance).headers,
          params: { withdrawalId: id },
          body: {},
        }),
      ),
    );
    for (const response of approvals) expect(response.statusCode).toBe(200);
    expect(await payouts(answer.reference)).toEqual([{ status: 'completed' }]);
    expect((await itemOf(answer.reference)).stage).toBe('PAID');
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM operator_audit WHERE action = 'withdrawal.approve' AND target_id = $1`,
      [String(id)],
    );
    expect(rows[0]).toEqual({ n: 1 });
    expect((await walletOf(t.app, player)).wallet).toBe(750);
    await expectBooksBalanced(t);
  });

  it('reject returns the money with the reason on the statement; approving it afterwards is ALREADY_DECIDED', async () => {
    const player = await fundedPlayer(t, 500);
    const answer = await withdraw(player, 200);
    const { id } = await itemOf(answer.reference);
    const rejected = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: { reason: 'account name does not match' },
    });
    expect(rejected.json()).toMatchObject({ stage: 'REJECTED', reason: 'account name does not match' });
    const again = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: { reason: 'double click' },
    });
    expect(again.statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(500);
    const approve = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: {},
    });
    expect(approve.json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect(await payouts(answer.reference)).toEqual([]);
    const statement = await call(t.app, statementApi.page, {
      headers: player.headers,
      body: { page: 1, limit: 10 },
    });
    const line = (
      statement.json() as { statements: { reference: string; status: string; note?: string }[] }
    ).statements.find((s) => s.reference === answer.reference);
    expect(line).toMatchObject({ status: 'FAILED', note: 'account name does not match' });
  });

  it('a crash between the payout call and the settle is resolved by the recovery job (the rail rejected: money back)', async () => {
    const player = await fundedPlayer(t, 1000);
    const answer = await withdraw(player, 400);
    const { id } = await itemOf(answer.reference);
    // The rail takes the payout but the answer is lost: as if the process died before settling.
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'lost-reply', times: 1 });
    await call(t.app, sandboxApi.payout, { body: { decision: 'hold' } });
    const approved = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: {},
    });
    expect(approved.json()).toMatchObject({ stage: 'PAYING' });
    expect(await t.outside.sandboxPayout.decide(answer.reference, 'rejected')).toBe(true);
    await t.jobs.runTask('withdrawals');
    expect((await itemOf(answer.reference)).stage).toBe('FAILED');
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    // A rejected-at-the-rail withdrawal cannot then be rejected by an operator (no second return).
    const reject = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: { reason: 'late' },
    });
    expect(reject.json()).toEqual({ message: 'ALREADY_DECIDED' });
    await expectBooksBalanced(t);
  });

  it('an approval that died before the payout call is sent by the recovery job', async () => {
    const player = await fundedPlayer(t, 1000);
    const answer = await withdraw(player, 100);
    const { id } = await itemOf(answer.reference);
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'timeout', times: 1 });
    await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: id },
      body: {},
    });
    expect((await itemOf(answer.reference)).stage).toBe('PAYING');
    await t.jobs.runTask('withdrawals');
    expect((await itemOf(answer.reference)).stage).toBe('PAID');
    expect(await payouts(answer.reference)).toHaveLength(1);
  });

  it('an unknown withdrawal is NO_DATA; the audit chain stays intact', async () => {
    const missing = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: finance.headers,
      params: { withdrawalId: 99_999_999 },
      body: {},
    });
    expect(missing.json()).toEqual({ message: 'NO_DATA' });
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
  });
});
