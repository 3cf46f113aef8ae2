import { expect } from 'vitest';
import { withdrawalQueueApi } from '@wallet/contract';
import { call } from '../../call.ts';
import { answerOf } from '../../money-answers.ts';
import type { Actor, Command } from '../../money-model.ts';
import { poolOf, type PropertyContext } from '../context.ts';
import type { MemberStep, Outcome } from '../step.ts';

/** The finance operator deciding withdrawals that wait for one: approve (the rail is called then) or reject. */
export type OperatorWithdrawalCommand = Extract<Command, { type: 'approve' | 'reject' }>;

export const approveWithdrawal = (ctx: PropertyContext, withdrawalId: number) =>
  call(ctx.t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: ctx.finance.headers,
    params: { withdrawalId },
    body: {},
  });

/** Withdrawals waiting for an operator, the member's first, then anyone's, oldest first. */
async function awaitingOf(ctx: PropertyContext, actor: Actor): Promise<number[]> {
  const { rows } = await poolOf(ctx).query<{ id: number }>(
    `SELECT m.id FROM movements m WHERE m.kind = 'withdrawal' AND m.status = 'PENDING'
       AND NOT EXISTS (SELECT 1 FROM withdrawal_decisions d WHERE d.movement_id = m.id)
     ORDER BY m.member_id = $1 DESC, m.id`,
    [actor.player.memberId],
  );
  return rows.map((row) => Number(row.id));
}

export async function actOnWithdrawalQueue(
  { ctx, actor }: MemberStep,
  command: OperatorWithdrawalCommand,
): Promise<Outcome> {
  const [id] = await awaitingOf(ctx, actor);
  if (id === undefined) return {};
  if (command.type === 'approve') {
    ctx.t.outside.sandboxPayout.decision = command.decision;
    // A double click: both answer the item, the rail is called once (observe checks the payout).
    const answers = await Promise.all(
      Array.from({ length: command.double ? 2 : 1 }, () => approveWithdrawal(ctx, id)),
    );
    for (const each of answers) expect(each.statusCode, each.body).toBe(200);
    return { answer: answerOf(answers[0]!), expected: { status: 200 } };
  }
  const answer = answerOf(
    await call(ctx.t.app, withdrawalQueueApi.rejectWithdrawal, {
      headers: ctx.finance.headers,
      params: { withdrawalId: id },
      body: { reason: 'property test' },
    }),
  );
  expect(answer.json.stage).toBe('REJECTED');
  return { answer, expected: { status: 200 } };
}
