import { answerOf } from '../../money-answers.ts';
import type { Command } from '../../money-model.ts';
import type { PropertyContext } from '../context.ts';
import { expectReplay, request } from '../requests.ts';
import type { MemberStep, Outcome } from '../step.ts';

/** What goes wrong and what puts it right: faults at the provider or the rail, the recovery jobs, a client's retry. */
export type FaultCommand = Extract<Command, { type: 'fault' | 'recover' }>;

export async function actOnFaults(ctx: PropertyContext, command: FaultCommand): Promise<void> {
  if (command.type === 'fault') {
    ctx.t.outside.faults.add(command.rule);
    return;
  }
  await ctx.t.jobs.runTask('transfers');
  await ctx.t.jobs.runTask('withdrawals');
}

/** The member's last keyed request sent again: the first answer (or its settled outcome), and nothing moves. */
export async function retry({ ctx, actor }: MemberStep): Promise<Outcome> {
  const last = actor.lastKeyed;
  if (!last) return {};
  const answer = answerOf(await request(ctx, actor, last.route, last.payload, last.key));
  expectReplay(last, answer, 'a retry');
  return { answer, replayed: true };
}
