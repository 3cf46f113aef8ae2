import { expect } from 'vitest';
import { withdrawApi } from '@wallet/contract';
import { moved, predictWithdraw } from '../../money-answers.ts';
import { pendingOf, type Command } from '../../money-model.ts';
import { send } from '../requests.ts';
import type { Done, MemberStep, Outcome } from '../step.ts';

/** Withdrawals: the member's request (one amount or the whole wallet), and the payout rail deciding one. */
export type WithdrawCommand = Extract<Command, { type: 'withdraw' | 'decide' }>;

export async function actOnWithdrawals(step: MemberStep, command: WithdrawCommand): Promise<Outcome> {
  const { ctx, actor, calm } = step;
  switch (command.type) {
    case 'withdraw': {
      const expected = predictWithdraw(actor, command.satang);
      ctx.t.outside.sandboxPayout.decision = command.decision;
      const route = command.all ? withdrawApi.withdrawAll : withdrawApi.withdraw;
      const sent = await send(ctx, actor, route, { amount: command.satang / 100 }, command.key);
      if (!sent.prior && sent.answer.status === 200) {
        expect(sent.answer.json.amount).toBe(command.satang / 100);
        // Every withdrawal waits for an operator (the rail's answer comes with the approval).
        if (calm) expect(sent.answer.json.status).toBe('PENDING');
      }
      return { sent, expected, expectDone: (done) => expectWithdrawDone(command.satang, done) };
    }
    case 'decide':
      for (const row of pendingOf(actor.model, ['withdrawal'])) {
        await ctx.t.outside.sandboxPayout.decide(row.reference, command.outcome);
      }
      return {};
  }
}

/** A withdrawal answers its one movement, and the money moved as its status says. */
function expectWithdrawDone(amount: number, { answer, mine, books, change }: Done) {
  if (answer.status === 200) {
    const last = mine.at(-1)!;
    expect(mine).toHaveLength(1);
    expect(last).toMatchObject({ kind: 'withdrawal', amount });
    expect(answer.json).toMatchObject({
      reference: last.reference,
      status: last.status,
      wallet: { amount: books.wallet / 100 },
    });
  }
  const status = answer.status === 200 ? answer.json.status : 'REFUSED';
  const promised =
    status === 'SUCCESS'
      ? moved({ wallet: -amount, paid: amount })
      : status === 'PENDING'
        ? moved({ wallet: -amount, held: amount })
        : moved({});
  expect(change, `a withdrawal answered ${String(status)}`).toEqual(promised);
}
