import {
  applyReward,
  predictReward,
  rewardBalances,
  rewardRoute,
  type RewardCommand,
} from '../../money-rewards.ts';
import { poolOf, type PropertyContext } from '../context.ts';
import { send } from '../requests.ts';
import type { MemberStep, Outcome } from '../step.ts';

/** Invite commission and loss refunds: the accrual job, and the member's claim, receive and add-to-wallet. */

/** The invite accrual job: the invitee's deposits earn the inviter commission (player 1 is player 0's invitee). */
export async function accrue(ctx: PropertyContext): Promise<void> {
  await ctx.t.jobs.runHousekeeping('invite-accrual');
}

export async function actOnRewards({ ctx, actor }: MemberStep, command: RewardCommand): Promise<Outcome> {
  const pool = poolOf(ctx);
  const rewardsBefore = await rewardBalances(pool, actor.player.memberId);
  const expected = predictReward(command, rewardsBefore);
  const sent = await send(ctx, actor, rewardRoute[command.type], {}, command.key);
  return {
    sent,
    expected,
    afterAnswer: async (answer) =>
      applyReward(actor, command, answer, rewardsBefore, await rewardBalances(pool, actor.player.memberId)),
  };
}
