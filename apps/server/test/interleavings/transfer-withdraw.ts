import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { gamesApi, withdrawApi } from '@wallet/contract';
import type { FaultMode } from '../../src/adapters/faults.ts';
import type { TestApp } from '../harness.ts';
import { fundedPlayer, get, post } from '../money.ts';
import { moneyMovements } from '../money-books.ts';
import {
  answerOf,
  answered,
  expectAnswerMatches,
  expectAuditOk,
  expectSettledOnce,
  expectSound,
  worldOf,
} from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * A transfer into a game and a withdrawal from one wallet that cannot always pay both: the
 * starts, the provider's answer to the transfer and the rail's answer to the withdrawal in any
 * order, each answer sometimes a failure (refused, timed out, or applied with the reply lost).
 * One of them may be refused for money, never both; once recovery has run, the money is where
 * the provider's and the rail's own books say, and where the answers said.
 */

const FUNDED = 100_000;

const scenario = fc.record({
  transfer: fc.integer({ min: 100, max: 800 }).map((baht) => baht * 100),
  withdraw: fc.integer({ min: 100, max: 800 }).map((baht) => baht * 100),
  rail: fc.constantFrom('complete' as const, 'reject' as const),
  providerFault: fc.constantFrom<FaultMode | 'none'>('none', 'none', 'fail', 'timeout', 'lost-reply'),
  railFault: fc.constantFrom<FaultMode | 'none'>('none', 'none', 'fail', 'timeout', 'lost-reply'),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

const notEnough = { status: 409, body: { message: 'MONEY_NOT_ENOUGH' } };

async function runOnce(t: TestApp, drawn: Scenario): Promise<void> {
  const { transfer, withdraw, rail, providerFault, railFault, ordering } = drawn;
  const player = await fundedPlayer(t, FUNDED / 100);
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  t.outside.sandboxPayout.decision = rail;
  if (providerFault !== 'none')
    t.outside.faults.add({ target: 'games', op: 'deposit', mode: providerFault, times: 1 });
  if (railFault !== 'none')
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: railFault, times: 1 });
  const seams = new Seams(ordering);
  const unwrap = [
    seams.wrap(t.outside.sandboxGames!, 'deposit', 'provider answers the transfer'),
    seams.wrap(t.outside.sandboxPayout, 'submit', 'rail answers the withdrawal'),
  ];
  let results;
  try {
    results = await seams.run([
      {
        name: 'transfer',
        run: async () =>
          answerOf(
            await post(
              t.app,
              player,
              gamesApi.transfer,
              { from: 'WALLET', to: 'pg', amount: transfer / 100 },
              randomUUID(),
            ),
          ),
      },
      {
        name: 'withdraw',
        run: async () =>
          answerOf(await post(t.app, player, withdrawApi.withdraw, { amount: withdraw / 100 }, randomUUID())),
      },
    ]);
  } finally {
    for (const undo of unwrap) undo();
    t.outside.faults.clear();
  }
  const [moved, paid] = results.map(answered);
  // What a timeout left in flight, settled the way production settles it.
  await t.jobs.runTask('transfers');
  await t.jobs.runTask('withdrawals');
  await withOrdering(seams, async () => {
    const movements = await moneyMovements(t.database.pool, player.memberId);
    const finalOf = (kind: string) => movements.find((row) => row.kind === kind)?.status;
    expectAnswerMatches('the transfer', moved!, gamesApi.transfer, finalOf('game_in'));
    expectAnswerMatches('the withdrawal', paid!, withdrawApi.withdraw, finalOf('withdrawal'));
    // Refused for money only when the other took it; when both fit, neither is refused for it.
    if (transfer + withdraw <= FUNDED) {
      expect(moved, 'the transfer').not.toEqual(notEnough);
      expect(paid, 'the withdrawal').not.toEqual(notEnough);
    } else if (providerFault === 'none' && railFault === 'none') {
      expect([moved!.status, paid!.status], 'one of the two must go through').toContain(200);
    }

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    const inGame = finalOf('game_in') === 'SUCCESS' ? transfer : 0;
    const out = finalOf('withdrawal') === 'SUCCESS' ? withdraw : 0;
    expect(world.books.games.pg ?? 0, 'in the game').toBe(inGame);
    expect(world.paid, 'paid at the rail').toBe(out);
    expect(world.books.withdrawalHold, 'withdrawal hold').toBe(
      finalOf('withdrawal') === 'PENDING' ? withdraw : 0,
    );
    // To the satang: what the member still has plus what the rail paid is what was funded.
    expect(world.held + world.paid, 'money conserved').toBe(FUNDED);
    await expectSettledOnce(t, player.memberId);
    await expectAuditOk(t);
  });
}

export async function transferWithWithdraw(t: TestApp, runs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(scenario, (drawn) => runOnce(t, drawn)),
    propertyOptions(runs),
  );
}
