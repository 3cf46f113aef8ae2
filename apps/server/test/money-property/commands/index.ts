import type { Command } from '../../money-model.ts';
import type { PropertyContext } from '../context.ts';
import type { MemberStep, Outcome } from '../step.ts';
import { actOnDeposit } from './deposit.ts';
import { actOnFaults, retry } from './faults-and-retries.ts';
import { adjust, decideAdjustments } from './operator-adjustments.ts';
import { actOnWithdrawalQueue } from './operator-withdrawals.ts';
import { accrue, actOnRewards } from './rewards.ts';
import { actOnSpin } from './spin.ts';
import { actOnGames } from './wallet-games.ts';
import { actOnWithdrawals } from './withdraw.ts';

/** Which area's code runs a command. */

export type MemberCommand = Extract<Command, { player: number }>;
export type WorldCommand = Exclude<Command, { player: number }>;

/** A command one member makes, or an operator makes about that member. */
export function actForMember(step: MemberStep, command: MemberCommand): Promise<Outcome> {
  switch (command.type) {
    case 'transfer':
    case 'transferAll':
    case 'play':
    case 'refresh':
      return actOnGames(step, command);
    case 'withdraw':
    case 'decide':
      return actOnWithdrawals(step, command);
    case 'deposit':
      return actOnDeposit(step, command);
    case 'inviteClaim':
    case 'refundReceive':
    case 'refundAdd':
      return actOnRewards(step, command);
    case 'spin':
    case 'claimCoupon':
      return actOnSpin(step, command);
    case 'approve':
    case 'reject':
      return actOnWithdrawalQueue(step, command);
    case 'adjust':
      return adjust(step, command);
    case 'retry':
      return retry(step);
  }
}

/** A command no one member makes, with no answer to check: a fault, the jobs, the second operator's decisions. */
export function actOnTheWorld(ctx: PropertyContext, command: WorldCommand): Promise<void> {
  switch (command.type) {
    case 'fault':
    case 'recover':
      return actOnFaults(ctx, command);
    case 'accrue':
      return accrue(ctx);
    case 'approveAdjustments':
      return decideAdjustments(ctx);
  }
}
