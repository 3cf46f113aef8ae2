import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { gamesApi, rewardsSandboxApi, sandboxApi } from '@wallet/contract';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import { makeOperator } from '../kits/operators.ts';
import { invitedPlayer } from '../kits/rewards.ts';
import { fundedPlayer, get, type Player } from '../money.ts';
import { ACTIVE, FUNDING_BAHT, PLAYERS, emptyModel } from '../money-model.ts';
import type { AnswerStats } from '../answer-stats.ts';
import { nodeOf, type PropertyContext } from './context.ts';

/** Once per test file: two finance operators and the funded members, every game activated for each. */

async function invitedFundedPlayer(t: TestApp, inviter: Player): Promise<Player> {
  const player = await invitedPlayer(t, inviter);
  await creditDeposit(t.ledger, t.events, {
    memberId: player.memberId,
    amount: FUNDING_BAHT * 100,
    opKey: `prop-funding:${randomUUID()}`,
    channel: 'TEST',
  });
  return player;
}

export async function setUpMembers(
  t: TestApp,
  second: TestApp | undefined,
  stats: AnswerStats,
): Promise<PropertyContext> {
  const ctx: PropertyContext = {
    t,
    second,
    turn: 0,
    runTag: '',
    stats,
    actors: [],
    finance: await makeOperator(t, 'finance'),
    secondFinance: await makeOperator(t, 'finance'),
    waitingAdjustments: [],
  };
  for (let index = 0; index < PLAYERS; index += 1) {
    // Player 1 is player 0's invitee: their deposits earn player 0 invite commission.
    const player =
      index === 1 ? await invitedFundedPlayer(t, ctx.actors[0]!.player) : await fundedPlayer(t, FUNDING_BAHT);
    for (const code of ACTIVE)
      expect((await get(nodeOf(ctx), player, gamesApi.activate, { slotCode: code })).statusCode).toBe(200);
    ctx.actors.push({
      player,
      username: `lw${String(player.memberId).padStart(6, '0')}`,
      model: emptyModel(),
      keys: new Map(),
    });
  }
  // The spin wheel is on: deposits earn coins, the spin and claim commands spend them.
  expect((await call(t.app, sandboxApi.settings, { body: { spinActive: true } })).statusCode).toBe(200);
  // The invite day and the refund week under way count as closed: the commands can earn and spend rewards.
  expect((await call(t.app, rewardsSandboxApi.clock, { body: { shiftMs: 7 * 86_400_000 } })).statusCode).toBe(
    200,
  );
  return ctx;
}
