import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { creditDeposit } from '../../../src/modules/wallet/index.ts';
import type { Command } from '../../money-model.ts';
import type { MemberStep, Outcome } from '../step.ts';

/** A deposit credited by the payment side (as its webhook would), sometimes with the last one's key again. */
export type DepositCommand = Extract<Command, { type: 'deposit' }>;

export async function actOnDeposit({ ctx, actor }: MemberStep, command: DepositCommand): Promise<Outcome> {
  const opKey =
    command.replay && actor.lastDepositKey ? actor.lastDepositKey : `prop-deposit:${randomUUID()}`;
  const result = await creditDeposit(ctx.t.ledger, ctx.t.events, {
    memberId: actor.player.memberId,
    amount: command.satang,
    opKey,
    channel: 'TEST',
  });
  expect(result.credited, 'a deposit is credited once per key').toBe(opKey !== actor.lastDepositKey);
  if (result.credited) {
    actor.model.wallet += command.satang;
    actor.model.deposits += command.satang;
  }
  actor.lastDepositKey = opKey;
  return {};
}
