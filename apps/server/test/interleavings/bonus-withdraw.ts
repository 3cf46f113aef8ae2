import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { withdrawApi } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { activate, createBonus, houseBonuses } from '../kits/bonus.ts';
import { fundedPlayer, post } from '../money.ts';
import { answerOf, answered, expectAuditOk, expectSound, worldOf } from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * A bonus activated on the member's deposit while a withdrawal of the same wallet runs: the
 * starts and the rail's answer (paid or refused, which gives a bonus's deduction back, ADR 0048)
 * in any order. Either the bonus came first and the withdrawal ended it, or the withdrawal came
 * first and the deposit is no longer whole in the wallet: never a paid withdrawal beside a bonus
 * still held, and the house's bonus money and the member's add up to the deposit.
 */

const DEPOSIT = 100_000;

const scenario = fc.record({
  withdraw: fc.integer({ min: 100, max: 1_200 }).map((baht) => baht * 100),
  rail: fc.constantFrom('complete' as const, 'reject' as const),
  /** The member taps activate a second time (another key): it meets the first or the withdrawal. */
  again: fc.boolean(),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

async function runOnce(
  t: TestApp,
  code: string,
  { withdraw, rail, again, ordering }: Scenario,
): Promise<void> {
  // The funding is the member's latest deposit: the one the bonus is activated on.
  const player = await fundedPlayer(t, DEPOSIT / 100);
  const houseBefore = await houseBonuses(t);
  t.outside.sandboxPayout.decision = rail;
  const seams = new Seams(ordering);
  const unwrap = seams.wrap(t.outside.sandboxPayout, 'submit', 'rail answers the withdrawal');
  let results;
  try {
    const activation = (name: string) => ({
      name,
      run: async () => {
        const { status, body } = await activate(t, player, code, randomUUID());
        return { status, body };
      },
    });
    results = await seams.run([
      {
        name: 'withdraw',
        run: async () =>
          answerOf(await post(t.app, player, withdrawApi.withdraw, { amount: withdraw / 100 }, randomUUID())),
      },
      activation('activate'),
      ...(again ? [activation('activate again')] : []),
    ]);
  } finally {
    unwrap();
  }
  const [withdrew, ...activations] = results.map(answered);
  await withOrdering(seams, async () => {
    // Refused: the deposit no longer whole in the wallet, a bonus held (or ended by a withdrawal
    // still at the rail), or the deposit already used by the other activation.
    for (const answer of activations.filter((each) => each.status !== 200))
      expect(['MONEY_NOT_ENOUGH', 'BONUS_ALREADY_ACTIVE', 'NO_DATA'], JSON.stringify(answer)).toContain(
        answer.body.message,
      );
    const activated = activations.filter((each) => each.status === 200).length;
    expect(activated, 'one bonus per deposit').toBeLessThanOrEqual(1);
    if (withdrew!.status !== 200)
      expect(['MONEY_NOT_ENOUGH', 'TRANSFER_MINIMUM'], JSON.stringify(withdrew)).toContain(
        withdrew!.body.message,
      );
    else expect(withdrew!.body.status, 'the withdrawal').toBe(rail === 'complete' ? 'SUCCESS' : 'FAILED');
    expect(activated + (withdrew!.status === 200 ? 1 : 0), 'one of the two must go through').toBeGreaterThan(
      0,
    );

    const paid = withdrew!.status === 200 && rail === 'complete';
    const { rows: held } = await t.database.pool.query<{ active: boolean }>(
      'SELECT is_active AS active FROM member_bonuses WHERE member_id = $1',
      [player.memberId],
    );
    expect(held.length, 'a bonus exactly when an activation said so').toBe(activated);
    // A paid withdrawal ends the bonus; a refused one leaves it (or gives it back) held.
    const active = held[0]?.active ?? false;
    expect(active, 'the bonus still held').toBe(activated === 1 && !paid);

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    expect(world.books.withdrawalHold, 'withdrawal hold').toBe(0);
    expect(world.paid, 'paid at the rail').toBe(paid ? Math.round(Number(withdrew!.body.amount) * 100) : 0);
    // The house's bonuses account moves by exactly what the member lost to it (a deduction) or
    // gained from it (a bonus): with a bonus held, a withdrawal takes the whole wallet.
    const houseGained = (await houseBonuses(t)) - houseBefore;
    expect(world.held + world.paid, 'money conserved with the house').toBe(DEPOSIT - houseGained);
    await expectAuditOk(t);
  });
}

export async function bonusActivationWithWithdrawal(t: TestApp, runs: number): Promise<void> {
  const code = await createBonus(t, {
    maxReceived: 1_000,
    minDeposit: 10_000,
    percent: 50,
    maxBonus: 50_000,
  });
  await fc.assert(
    fc.asyncProperty(scenario, (drawn) => runOnce(t, code, drawn)),
    propertyOptions(runs),
  );
}
