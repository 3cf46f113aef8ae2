import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { withdrawApi, withdrawalQueueApi } from '@wallet/contract';
import type { FaultMode } from '../../src/adapters/faults.ts';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import { makeOperator, type TestOperator } from '../kits/operators.ts';
import { fundedPlayer, post } from '../money.ts';
import { answerOf, answered, expectAuditOk, expectSound, worldOf, type Answer } from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * Two finance operators deciding one waiting withdrawal at once: their starts and the rail's
 * answer to an approval in any order, below and above the second-approver amount. One decision
 * stands; an operator who decided the other way gets ALREADY_DECIDED; the money is paid once
 * or returned once.
 */

const FUNDED = 100_000;
/** Above this a first approval waits for a second operator (ADR 0106). */
const SECOND_APPROVER_BAHT = 500;

type Decision = 'approve' | 'reject';

const scenario = fc.record({
  amount: fc.integer({ min: 100, max: 900 }).map((baht) => baht * 100),
  decisions: fc.tuple(
    fc.constantFrom<Decision>('approve', 'reject'),
    fc.constantFrom<Decision>('approve', 'reject'),
  ),
  rail: fc.constantFrom('complete' as const, 'reject' as const),
  /** The rail's first answer to the approval: as decided, refused, timed out, or applied with the reply lost. */
  railFault: fc.constantFrom<FaultMode | 'none'>('none', 'none', 'fail', 'timeout', 'lost-reply'),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function decide(t: TestApp, operator: TestOperator, withdrawalId: number, decision: Decision) {
  return decision === 'approve'
    ? call(t.app, withdrawalQueueApi.approveWithdrawal, {
        headers: operator.headers,
        params: { withdrawalId },
        body: {},
      })
    : call(t.app, withdrawalQueueApi.rejectWithdrawal, {
        headers: operator.headers,
        params: { withdrawalId },
        body: { reason: 'interleavings' },
      });
}

/** What must stand after both answered, from the decisions, their answers and the amount. */
function expectedOutcome(amount: number, decisions: Decision[], answers: Answer[]): 'approved' | 'rejected' {
  const alreadyDecided = { status: 409, body: { message: 'ALREADY_DECIDED' } };
  if (decisions[0] === decisions[1]) {
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return decisions[0] === 'approve' ? 'approved' : 'rejected';
  }
  const won = answers.map((answer) => answer.status === 200);
  // Above the second-approver amount an approval that comes first is only a first approval:
  // the rejection after it still decides, and both operators are answered.
  if (amount > SECOND_APPROVER_BAHT * 100 && won[0] && won[1]) return 'rejected';
  expect(won.filter(Boolean), 'exactly one operator decides').toHaveLength(1);
  const loser = answers[won.indexOf(false)]!;
  expect(loser, 'the other operator').toEqual(alreadyDecided);
  return decisions[won.indexOf(true)] === 'approve' ? 'approved' : 'rejected';
}

async function runOnce(t: TestApp, operators: TestOperator[], drawn: Scenario): Promise<void> {
  const { amount, decisions, rail, railFault, ordering } = drawn;
  const player = await fundedPlayer(t, FUNDED / 100);
  const asked = answerOf(
    await post(t.app, player, withdrawApi.withdraw, { amount: amount / 100 }, randomUUID()),
  );
  expect(asked.body).toMatchObject({ status: 'PENDING' });
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [asked.body.reference],
  );
  const withdrawalId = Number(rows[0]!.id);
  t.outside.sandboxPayout.decision = rail;
  if (railFault !== 'none')
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: railFault, times: 1 });

  const seams = new Seams(ordering);
  const unwrap = seams.wrap(t.outside.sandboxPayout, 'submit', 'rail answers the approval');
  let results;
  try {
    results = await seams.run(
      decisions.map((decision, index) => ({
        name: `operator ${index + 1} ${decision}s`,
        run: async () => answerOf(await decide(t, operators[index]!, withdrawalId, decision)),
      })),
    );
  } finally {
    unwrap();
    t.outside.faults.clear();
  }
  const answers = results.map(answered);
  // An approval whose rail answer was lost is settled the way production settles it.
  await t.jobs.runTask('withdrawals');
  await withOrdering(seams, async () => {
    const outcome = expectedOutcome(amount, decisions, answers);
    const { rows: decided } = await t.database.pool.query<{ decision: string }>(
      'SELECT decision FROM withdrawal_decisions WHERE movement_id = $1',
      [withdrawalId],
    );
    expect(
      decided.map((row) => row.decision),
      'the decision that stands',
    ).toEqual([outcome]);
    const { rows: movement } = await t.database.pool.query<{ status: string }>(
      'SELECT status FROM movements WHERE id = $1',
      [withdrawalId],
    );
    // A definite refusal at the rail returns the money as a rejection at the rail does.
    const paid = outcome === 'approved' && rail === 'complete' && railFault !== 'fail';
    expect(movement[0]!.status, 'the withdrawal').toBe(paid ? 'SUCCESS' : 'FAILED');

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    expect(world.paid, 'paid at the rail').toBe(paid ? amount : 0);
    expect(world.books.withdrawalHold, 'withdrawal hold').toBe(0);
    expect(world.books.wallet, 'the wallet').toBe(FUNDED - (paid ? amount : 0));
    expect(world.held + world.paid, 'money conserved').toBe(FUNDED);
    // A rejected withdrawal never reaches the rail.
    if (outcome === 'rejected') expect(world.paid + world.atRail).toBe(0);
    await expectAuditOk(t);
  });
}

export async function twoOperatorsDecideOneWithdrawal(t: TestApp, runs: number): Promise<void> {
  const operators = [await makeOperator(t, 'finance'), await makeOperator(t, 'finance')];
  const before = await t.settings.get('withdrawApproval');
  await t.settings.set({
    withdrawApproval: { mode: 'operator', secondApproverAboveBaht: SECOND_APPROVER_BAHT },
  });
  try {
    await fc.assert(
      fc.asyncProperty(scenario, (drawn) => runOnce(t, operators, drawn)),
      propertyOptions(runs),
    );
  } finally {
    await t.settings.set({ withdrawApproval: before });
  }
}
