import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  operatorsApi,
  sandboxApi,
  settingsOperatorApi,
  withdrawApi,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, post, walletOf } from '../../../test/money.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { changeMoneySettings } from '../../../test/kits/setting-changes.ts';
import { verifyAuditChain } from '../backoffice/index.ts';

/**
 * ADR 0106: who approves a withdrawal is the operators' setting (`withdrawApproval`), which the
 * withdraw module obeys; above its second-approver amount a withdrawal waits for two operators,
 * independent of each other, in either mode.
 */
const t = useTestApp(
  { ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  {
    checkBooks: true,
  },
);
let admin: TestOperator;
let secondAdmin: TestOperator;
let finance: TestOperator;
let second: TestOperator;
beforeAll(async () => {
  // The setting is a money-control one (ADR 0130): one admin asks, a second confirms.
  admin = await makeOperator(t, 'admin');
  secondAdmin = await makeOperator(t, 'admin');
  finance = await makeOperator(t, 'finance');
  second = await makeOperator(t, 'finance');
});
beforeEach(async () => {
  await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
});

async function setApproval(mode: 'operator' | 'auto', secondApproverAboveBaht: number) {
  await changeMoneySettings(t, admin, secondAdmin, 'withdraw', {
    withdrawApproval: { mode, secondApproverAboveBaht },
  });
}

let keys = 0;
async function withdraw(memberAmount: number, amount: number) {
  const player = await fundedPlayer(t, memberAmount);
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, `wa-${Date.now()}-${keys++}`);
  expect(response.statusCode).toBe(200);
  const { reference, status } = response.json() as { reference: string; status: string };
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  return { player, reference, status, id: Number(rows[0]!.id) };
}

async function itemOf(id: number): Promise<WithdrawalItem> {
  const list = await call(t.app, withdrawalQueueApi.withdrawals, {
    headers: finance.headers,
    query: { limit: 100 },
  });
  return (list.json() as { items: WithdrawalItem[] }).items.find((item) => item.id === id)!;
}

const approve = (by: TestOperator, id: number) =>
  call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: by.headers,
    params: { withdrawalId: id },
    body: {},
  });
const payouts = async (reference: string) =>
  (await t.database.pool.query('SELECT status FROM sandbox_payouts WHERE ref = $1', [reference])).rows;
const audits = async (action: string, id: number) =>
  (
    await t.database.pool.query<{ operatorId: number; after: Record<string, unknown> }>(
      `SELECT operator_id AS "operatorId", after FROM operator_audit WHERE action = $1 AND target_id = $2 ORDER BY id`,
      [action, String(id)],
    )
  ).rows;

describe('withdrawal approval as an operator setting (ADR 0106)', () => {
  it('auto: a withdrawal within the second-approver amount is paid at once; one above it waits', async () => {
    await setApproval('auto', 1000);
    const small = await withdraw(2000, 300);
    expect(small.status).toBe('SUCCESS');
    expect(await payouts(small.reference)).toEqual([{ status: 'completed' }]);
    const large = await withdraw(3000, 1500);
    expect(large.status).toBe('PENDING');
    expect(await payouts(large.reference)).toEqual([]);
    expect(await itemOf(large.id)).toMatchObject({ stage: 'AWAITING_APPROVAL', firstApproval: null });
    // The setting's change is audited with before and after.
    const { rows } = await t.database.pool.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM operator_audit WHERE action = 'settings.update' AND target_id = 'withdraw' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.after).toEqual({ withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 1000 } });
    expect(rows[0]!.before).toMatchObject({ withdrawApproval: { mode: expect.any(String) } });
  });

  it('operator: a withdrawal within the amount waits for one operator, and one approval pays it', async () => {
    await setApproval('operator', 1000);
    const small = await withdraw(2000, 300);
    expect(small.status).toBe('PENDING');
    expect(await payouts(small.reference)).toEqual([]);
    expect((await approve(finance, small.id)).json()).toMatchObject({ stage: 'PAID', firstApproval: null });
    expect(await audits('withdrawal.first_approve', small.id)).toEqual([]);
  });

  it('above the amount: the first approval records itself, the same operator again changes nothing, a second pays', async () => {
    await setApproval('operator', 1000);
    const large = await withdraw(3000, 1500);
    const first = await approve(finance, large.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      stage: 'AWAITING_APPROVAL',
      firstApproval: { operator: { id: finance.id } },
    });
    expect(await payouts(large.reference)).toEqual([]);
    await t.jobs.runTask('withdrawals');
    expect(await payouts(large.reference)).toEqual([]);
    // Still counted as waiting in the queue's summary.
    const page = await call(t.app, withdrawalQueueApi.withdrawals, {
      headers: finance.headers,
      query: { stage: 'AWAITING_APPROVAL', limit: 100 },
    });
    expect((page.json() as { items: WithdrawalItem[] }).items.map((item) => item.id)).toContain(large.id);
    // The first operator cannot be the second.
    expect((await approve(finance, large.id)).json()).toMatchObject({ stage: 'AWAITING_APPROVAL' });
    expect(await payouts(large.reference)).toEqual([]);
    expect(await audits('withdrawal.first_approve', large.id)).toEqual([
      { operatorId: finance.id, after: { stage: 'AWAITING_APPROVAL', secondApproverNeeded: true } },
    ]);

    const paid = await approve(second, large.id);
    expect(paid.json()).toMatchObject({ stage: 'PAID', decidedBy: { id: second.id }, firstApproval: null });
    expect(await payouts(large.reference)).toEqual([{ status: 'completed' }]);
    expect(await audits('withdrawal.approve', large.id)).toEqual([
      { operatorId: second.id, after: { stage: 'PAYING', firstOperatorId: finance.id } },
    ]);
    expect((await walletOf(t.app, large.player)).wallet).toBe(1500);
    await expectBooksBalanced(t);
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
  });

  it('two operators approving at once, ten times: one first approval, one decision, paid once', async () => {
    await setApproval('operator', 1000);
    const large = await withdraw(3000, 2000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => approve(i % 2 ? second : finance, large.id)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await payouts(large.reference)).toEqual([{ status: 'completed' }]);
    expect(await audits('withdrawal.first_approve', large.id)).toHaveLength(1);
    expect(await audits('withdrawal.approve', large.id)).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('an operator who made the first approver (a takeover) cannot be the second: APPROVER_NOT_INDEPENDENT', async () => {
    await setApproval('operator', 1000);
    const made = await call(t.app, operatorsApi.create, {
      headers: admin.headers,
      body: {
        username: `op-made-${Date.now() % 100_000}`,
        name: 'Made by admin',
        role: 'finance',
        reason: 'test',
      },
    });
    expect(made.statusCode).toBe(201);
    const large = await withdraw(3000, 1500);
    // The made operator's first approval, recorded as the queue would (its sign-in needs its TOTP).
    const madeId = (made.json() as { operator: { id: number } }).operator.id;
    await t.database.pool.query(
      'INSERT INTO withdrawal_first_approvals (movement_id, operator_id) VALUES ($1, $2)',
      [large.id, madeId],
    );
    const refused = await approve(admin, large.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'APPROVER_NOT_INDEPENDENT' });
    expect(await payouts(large.reference)).toEqual([]);
    expect((await approve(second, large.id)).json()).toMatchObject({ stage: 'PAID' });
  });

  it('a rejection after a first approval returns the money; approving it afterwards is ALREADY_DECIDED', async () => {
    await setApproval('operator', 1000);
    const large = await withdraw(3000, 1500);
    await approve(finance, large.id);
    const rejected = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: second.headers,
      params: { withdrawalId: large.id },
      body: { reason: 'not the member' },
    });
    expect(rejected.json()).toMatchObject({ stage: 'REJECTED', firstApproval: null });
    expect((await walletOf(t.app, large.player)).wallet).toBe(3000);
    const late = await approve(admin, large.id);
    expect(late.json()).toEqual({ message: 'ALREADY_DECIDED' });
  });

  it('a switch to auto, confirmed by a second admin, sends no withdrawal already waiting (ADR 0130)', async () => {
    await setApproval('operator', 1000);
    const waiting = await withdraw(2000, 300);
    expect(waiting.status).toBe('PENDING');
    await setApproval('auto', 1000);
    await t.jobs.runRecovery(() => {});
    expect(await payouts(waiting.reference)).toEqual([]);
    expect(await itemOf(waiting.id)).toMatchObject({ stage: 'AWAITING_APPROVAL', decidedBy: null });
    // A withdrawal made after the switch is sent at once: the switch did apply.
    const after = await withdraw(2000, 300);
    expect(after.status).toBe('SUCCESS');
  });

  it('the setting refuses a mode it does not know and a negative amount, with the field', async () => {
    for (const withdrawApproval of [
      { mode: 'sometimes', secondApproverAboveBaht: 1000 },
      { mode: 'auto', secondApproverAboveBaht: -1 },
    ]) {
      const response = await call(t.app, settingsOperatorApi.withdraw.change, {
        headers: admin.headers,
        body: { withdrawApproval } as never,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { field?: string }).field).toMatch(/^withdrawApproval\./);
    }
    const byFinance = await call(t.app, settingsOperatorApi.withdraw.change, {
      headers: finance.headers,
      body: { withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 1 } },
    });
    expect(byFinance.statusCode).toBe(403);
  });
});
