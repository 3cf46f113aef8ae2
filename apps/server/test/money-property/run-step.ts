import { expect } from 'vitest';
import { changes, expectAnswer, pointOf, type ModelPoint } from '../money-answers.ts';
import { readBooks, type Books, type MovementRow } from '../money-books.ts';
import type { Command } from '../money-model.ts';
import { expectRewardBooks } from '../money-rewards.ts';
import { actForMember, actOnTheWorld } from './commands/index.ts';
import { poolOf, type PropertyContext } from './context.ts';
import { checkActor, expectAuditOk, expectRefusalMovedNothing } from './invariants.ts';
import { observe } from './model.ts';
import type { MemberStep, Outcome } from './step.ts';

/**
 * One command: its area runs it, its answer is checked against the expectation, then every
 * member's movements are observed and every balance, the audit and the reward books checked;
 * last, what the member's answer says happened against what did.
 */
export async function runStep(ctx: PropertyContext, command: Command) {
  // A fault planned right before the request it is meant for.
  if ('fault' in command && command.fault) ctx.t.outside.faults.add(command.fault);
  const calm = ctx.t.outside.faults.list().length === 0;
  let step: (MemberStep & { start: ModelPoint }) | undefined;
  let outcome: Outcome = {};
  if ('player' in command) {
    const actor = ctx.actors[command.player]!;
    const before = await readBooks(poolOf(ctx), actor.player.memberId, ctx.t.outside.sandboxGames!.books);
    step = { ctx, calm, actor, before, start: pointOf(actor.model) };
    outcome = await actForMember(step, command);
  } else await actOnTheWorld(ctx, command);

  let { answer, expected, replayed = false } = outcome;
  if (outcome.sent) {
    answer = outcome.sent.answer;
    // A reused key answers from the store (checked in send): nothing runs, nothing moves.
    if (outcome.sent.prior) {
      replayed = true;
      expected = undefined;
    }
  }
  if (answer && expected) expectAnswer(answer, expected, JSON.stringify(command));
  ctx.stats.count(
    `${command.type} ${answer ? `${answer.status} ${String(answer.json.message ?? answer.json.status ?? '')}` : ''}`,
  );
  if (answer && !replayed) await outcome.afterAnswer?.(answer);

  // Every member: movements observed, balances against the model.
  const created = new Map<number, MovementRow[]>();
  for (const each of ctx.actors) created.set(each.player.memberId, await observe(ctx, each));
  const after = new Map<number, Books>();
  for (const each of ctx.actors) {
    const refreshed = calm && command.type === 'refresh' && each === step?.actor;
    after.set(each.player.memberId, await checkActor(ctx, each, { refreshed }));
  }
  await expectAuditOk(ctx);
  for (const each of ctx.actors) await expectRewardBooks(poolOf(ctx), each.player.memberId);

  if (!step || !answer) return;
  const { actor, before, start } = step;
  const mine = created.get(actor.player.memberId) ?? [];
  const books = after.get(actor.player.memberId)!;
  if (replayed) {
    expect(mine, 'a replayed answer moves nothing').toEqual([]);
    expect(books).toEqual(before);
    return;
  }
  if (answer.status >= 400 && answer.status < 500)
    expectRefusalMovedNothing(command, answer, { before, books, mine });
  outcome.expectDone?.({ answer, mine, books, start, change: changes(start, pointOf(actor.model)) });
}
