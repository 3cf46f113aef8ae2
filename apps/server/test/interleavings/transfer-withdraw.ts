import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { gamesApi, withdrawApi } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { fundedPlayer, get, post } from '../money.ts';
import { answerOf, answered, expectAuditOk, expectSettledOnce, expectSound, worldOf } from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * A transfer into a game and a withdrawal from one wallet that cannot always pay both: the
 * starts, the provider's answer to the transfer and the rail's answer to the withdrawal in any
 * order. One of them may be refused for money, never both; the money is where the answers say.
 */

const FUNDED = 100_000;

const scenario = fc.record({
  transfer: fc.integer({ min: 100, max: 800 }).map((baht) => baht * 100),
  withdraw: fc.integer({ min: 100, max: 800 }).map((baht) => baht * 100),
  rail: fc.constantFrom('complete' as const, 'reject' as const),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

async function runOnce(t: TestApp, { transfer, withdraw, rail, ordering }: Scenario): Promise<void> {
  const player = await fundedPlayer(t, FUNDED / 100);
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  t.outside.sandboxPayout.decision = rail;
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
  }
  const [moved, paid] = results.map(answered);
  await withOrdering(seams, async () => {
    const refused = { status: 409, body: { message: 'MONEY_NOT_ENOUGH' } };
    if (moved!.status !== 200) expect(moved, 'the transfer').toEqual(refused);
    else expect(moved!.body, 'the transfer').toMatchObject({ status: 'SUCCESS', amount: transfer / 100 });
    if (paid!.status !== 200) expect(paid, 'the withdrawal').toEqual(refused);
    else
      expect(paid!.body, 'the withdrawal').toMatchObject({
        status: rail === 'complete' ? 'SUCCESS' : 'FAILED',
        amount: withdraw / 100,
      });
    // Refused only for money the other one took: when both fit, both go through.
    if (transfer + withdraw <= FUNDED) expect([moved!.status, paid!.status]).toEqual([200, 200]);
    else expect([moved!.status, paid!.status], 'one of the two must go through').toContain(200);

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    const inGame = moved!.status === 200 ? transfer : 0;
    const out = paid!.status === 200 && rail === 'complete' ? withdraw : 0;
    expect(world.books.games.pg ?? 0, 'in the game').toBe(inGame);
    expect(world.paid, 'paid at the rail').toBe(out);
    expect(world.books.withdrawalHold, 'withdrawal hold').toBe(0);
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
