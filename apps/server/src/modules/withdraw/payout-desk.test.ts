import { beforeAll, describe, expect, it } from 'vitest';
import {
  statementApi,
  withdrawApi,
  type ManualPayoutItem,
  withdrawalQueueApi,
  payoutDeskApi,
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

// PAYOUT_RAIL=manual (ADR 0146): an approved withdrawal waits in finance's "to pay" queue.
const t = useTestApp(
  { ...MONEY_TEST_ENV, PAYOUT_RAIL: 'manual', WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  { checkBooks: true },
);
let finance: TestOperator;
let other: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  other = await makeOperator(t, 'admin');
});

let keys = 0;
let refs = 0;
const bankRef = () => `KB${Date.now()}${refs++}`;

/** A member's withdrawal, approved by finance: on the manual rail it is now in the "to pay" queue. */
async function approvedWithdrawal(
  player: Player,
  amount: number,
): Promise<{ id: number; reference: string }> {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, `mp-${Date.now()}-${keys++}`);
  const { reference } = response.json() as { reference: string };
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  const id = Number(rows[0]!.id);
  const approved = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: id },
    body: {},
  });
  expect(approved.json()).toMatchObject({ stage: 'PAYING' });
  return { id, reference };
}

const markPaid = (operator: TestOperator, id: number, bankReference: string) =>
  call(t.app, payoutDeskApi.markPayoutPaid, {
    headers: operator.headers,
    params: { withdrawalId: id },
    body: { bankReference },
  });
const returnPayout = (operator: TestOperator, id: number, reason: string) =>
  call(t.app, payoutDeskApi.returnPayout, {
    headers: operator.headers,
    params: { withdrawalId: id },
    body: { reason },
  });

async function statementLine(player: Player, reference: string) {
  const statement = await call(t.app, statementApi.page, {
    headers: player.headers,
    body: { page: 1, limit: 20 },
  });
  return (
    statement.json() as { statements: { reference: string; status: string; note?: string }[] }
  ).statements.find((line) => line.reference === reference);
}

const count = async (sql: string, params: unknown[]) =>
  (await t.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const journalsOf = (id: number, kind: string) =>
  count('SELECT count(*)::int AS n FROM journal_transactions WHERE movement_id = $1 AND kind = $2', [
    id,
    kind,
  ]);
const auditsOf = (id: number, action: string) =>
  count('SELECT count(*)::int AS n FROM operator_audit WHERE action = $1 AND target_id = $2', [
    action,
    String(id),
  ]);

describe('the manual payout rail (PAYOUT_RAIL=manual)', () => {
  it('an approved withdrawal waits to be paid (the member sees it pending); recording the bank reference pays it', async () => {
    const player = await fundedPlayer(t, 1000);
    const { id, reference } = await approvedWithdrawal(player, 300);
    expect((await walletOf(t.app, player)).wallet).toBe(700);
    const page = await call(t.app, payoutDeskApi.manualPayouts, {
      headers: finance.headers,
      query: { status: 'TO_PAY' },
    });
    const body = page.json() as { toPay: number; items: ManualPayoutItem[] };
    expect(body.toPay).toBeGreaterThanOrEqual(1);
    expect(body.items.find((item) => item.id === id)).toMatchObject({
      status: 'TO_PAY',
      amount: 300,
      settled: false,
      bank: { accountNo: expect.any(String) },
    });
    // The recovery job asks the rail: still to pay, so nothing settles.
    await t.jobs.runTask('withdrawals');
    expect(await statementLine(player, reference)).toMatchObject({ status: 'PENDING' });

    const bankReference = bankRef();
    const paid = await markPaid(finance, id, bankReference);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'PAID',
      settled: true,
      bankReference,
      decidedBy: { id: finance.id },
    });
    expect(await statementLine(player, reference)).toMatchObject({ status: 'SUCCESS' });
    expect((await walletOf(t.app, player)).wallet).toBe(700);
    expect(await auditsOf(id, 'withdrawal.payout_paid')).toBe(1);
    await expectBooksBalanced(t);
  });

  it('two operators recording paid at once (and repeats) pay it exactly once', async () => {
    const player = await fundedPlayer(t, 1000);
    const { id } = await approvedWithdrawal(player, 250);
    const [mine, theirs] = [bankRef(), bankRef()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => markPaid(i % 2 ? other : finance, id, i % 2 ? theirs : mine)),
    );
    const winners = new Set(
      answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as ManualPayoutItem).bankReference),
    );
    // One reference won; every click with it answers the paid item, every click with the other is refused.
    expect(winners.size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: 'ALREADY_DECIDED' });
    }
    expect(await journalsOf(id, 'withdrawal_paid')).toBe(1);
    expect(await auditsOf(id, 'withdrawal.payout_paid')).toBe(1);
    // Returning it afterwards is refused: no money back for a paid withdrawal.
    expect((await returnPayout(finance, id, 'too late')).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(750);
    await expectBooksBalanced(t);
  });

  it('a return gives the money back exactly once with the reason on the statement, racing a paid click', async () => {
    const player = await fundedPlayer(t, 800);
    const { id, reference } = await approvedWithdrawal(player, 200);
    const reason = 'beneficiary account closed';
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => returnPayout(i % 2 ? other : finance, id, reason)),
      markPaid(other, id, bankRef()),
    ]);
    const returned = answers.some((a) => (a.json() as ManualPayoutItem).status === 'RETURNED');
    const wallet = (await walletOf(t.app, player)).wallet;
    if (returned) {
      expect(wallet).toBe(800);
      expect(await journalsOf(id, 'withdrawal_return')).toBe(1);
      expect(await journalsOf(id, 'withdrawal_paid')).toBe(0);
      expect(await statementLine(player, reference)).toMatchObject({ status: 'FAILED', note: reason });
      expect(await auditsOf(id, 'withdrawal.payout_return')).toBe(1);
    } else {
      expect(wallet).toBe(600);
      expect(await journalsOf(id, 'withdrawal_return')).toBe(0);
    }
    await expectBooksBalanced(t);
  });

  it('a return after the paid race is lost still returns once; a later paid is ALREADY_DECIDED', async () => {
    const player = await fundedPlayer(t, 500);
    const { id, reference } = await approvedWithdrawal(player, 100);
    expect((await returnPayout(finance, id, 'wrong account name')).json()).toMatchObject({
      status: 'RETURNED',
      settled: true,
    });
    expect((await returnPayout(other, id, 'double click')).statusCode).toBe(200);
    expect((await markPaid(finance, id, bankRef())).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(500);
    expect(await journalsOf(id, 'withdrawal_return')).toBe(1);
    expect(await statementLine(player, reference)).toMatchObject({
      status: 'FAILED',
      note: 'wrong account name',
    });
  });

  it('a return above the operator-credit limits waits for an independent second operator, then gives the money back once', async () => {
    const player = await fundedPlayer(t, 20_000);
    const { id, reference } = await approvedWithdrawal(player, 15_000);
    const asked = await returnPayout(finance, id, 'account frozen');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'TO_PAY',
      settled: false,
      returnAsked: { by: { id: finance.id }, reason: 'account frozen' },
    });
    // The same operator again, or an operator made today, decides nothing.
    expect((await returnPayout(finance, id, 'again')).json()).toMatchObject({ status: 'TO_PAY' });
    const fresh = await makeOperator(t, 'finance', { fresh: true });
    expect((await returnPayout(fresh, id, 'me too')).json()).toEqual({ message: 'APPROVER_TOO_NEW' });
    expect((await walletOf(t.app, player)).wallet).toBe(5_000);
    expect(await journalsOf(id, 'withdrawal_return')).toBe(0);
    expect(await auditsOf(id, 'withdrawal.payout_return_asked')).toBe(1);

    const confirmed = await Promise.all([
      returnPayout(other, id, 'confirmed with the bank'),
      returnPayout(other, id, 'confirmed with the bank'),
    ]);
    for (const answer of confirmed)
      expect(answer.json()).toMatchObject({ status: 'RETURNED', returnAsked: null });
    expect((await walletOf(t.app, player)).wallet).toBe(20_000);
    expect(await journalsOf(id, 'withdrawal_return')).toBe(1);
    // The member reads the reason the second operator agreed to.
    expect(await statementLine(player, reference)).toMatchObject({
      status: 'FAILED',
      note: 'account frozen',
    });
    const { rows } = await t.database.pool.query(
      `SELECT status, first_operator_id::int AS first, second_operator_id::int AS second FROM operator_credits
       WHERE source = 'payout_return' AND source_id = $1`,
      [`payout-${id}`],
    );
    expect(rows).toEqual([{ status: 'APPLIED', first: finance.id, second: other.id }]);
    await expectBooksBalanced(t);
  });

  it('a return asked and then recorded paid returns nothing; returns count in the 24 hours of operator credits', async () => {
    const player = await fundedPlayer(t, 20_000);
    const paid = await approvedWithdrawal(player, 12_000);
    expect((await returnPayout(finance, paid.id, 'wrong name')).json()).toMatchObject({ status: 'TO_PAY' });
    expect((await markPaid(other, paid.id, bankRef())).json()).toMatchObject({
      status: 'PAID',
      returnAsked: null,
    });
    expect((await returnPayout(other, paid.id, 'confirm')).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(8_000);
    expect(await journalsOf(paid.id, 'withdrawal_return')).toBe(0);

    // Two returns of 6,000 for one member: the first is within the limit (10,000), the second is not.
    const first = await approvedWithdrawal(player, 6_000);
    const second = await approvedWithdrawal(player, 2_000);
    expect((await returnPayout(finance, first.id, 'closed')).json()).toMatchObject({ status: 'RETURNED' });
    // 6,000 + 2,000 stays within it; the member now holds 8,000 back of the 8,000 withdrawn.
    expect((await returnPayout(finance, second.id, 'closed')).json()).toMatchObject({ status: 'RETURNED' });
    const third = await approvedWithdrawal(player, 3_000);
    expect((await returnPayout(finance, third.id, 'closed')).json()).toMatchObject({
      status: 'TO_PAY',
      returnAsked: { by: { id: finance.id } },
    });
    expect((await walletOf(t.app, player)).wallet).toBe(5_000);
    await expectBooksBalanced(t);
  });

  it('one bank reference cannot pay two withdrawals', async () => {
    const player = await fundedPlayer(t, 1000);
    const first = await approvedWithdrawal(player, 100);
    const second = await approvedWithdrawal(player, 100);
    const reference = bankRef();
    expect((await markPaid(finance, first.id, reference)).statusCode).toBe(200);
    const reused = await markPaid(finance, second.id, reference);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'BANK_REFERENCE_USED' });
    expect((await statementLine(player, second.reference))?.status).toBe('PENDING');
  });

  it('a crash after recording and before settling is settled by the recovery job; a lost submit is queued by it', async () => {
    const player = await fundedPlayer(t, 1000);
    const { id, reference } = await approvedWithdrawal(player, 150);
    // As if the process died after the row committed, before the ledger closed the withdrawal.
    await t.database.pool.query(
      `UPDATE manual_payouts SET status = 'paid', bank_reference = $2 WHERE ref = $1`,
      [reference, bankRef()],
    );
    await t.jobs.runTask('withdrawals');
    expect(await statementLine(player, reference)).toMatchObject({ status: 'SUCCESS' });
    expect(await journalsOf(id, 'withdrawal_paid')).toBe(1);

    // An approval whose submit never reached the queue: the recovery job puts it there.
    const lost = await approvedWithdrawal(player, 120);
    await t.database.pool.query('DELETE FROM manual_payouts WHERE ref = $1', [lost.reference]);
    await t.jobs.runTask('withdrawals');
    const { rows } = await t.database.pool.query('SELECT status FROM manual_payouts WHERE ref = $1', [
      lost.reference,
    ]);
    expect(rows).toEqual([{ status: 'to_pay' }]);
    await expectBooksBalanced(t);
  });

  it('refuses bad input and unknown withdrawals in catalogue words; the audit chain stays intact', async () => {
    expect((await markPaid(finance, 99_999_999, 'REF-12345')).json()).toEqual({ message: 'NO_DATA' });
    const bad = await markPaid(finance, 1, '<script>');
    expect(bad.statusCode).toBe(400);
    const member = await call(t.app, payoutDeskApi.manualPayouts, { query: {} });
    expect(member.statusCode).toBe(401);
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
  });
});
