import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  errorCatalogue,
  gamesApi,
  inviteApi,
  refundApi,
  withdrawApi,
  type ErrorCode,
} from '@wallet/contract';
import type { FaultMode } from '../../src/adapters/faults.ts';
import type { TestApp } from '../harness.ts';
import { activate, createBonus, houseBonuses, type BonusSpec } from '../kits/bonus.ts';
import { balancesOf, moneyGet, playAndLose, setRewardSettings } from '../kits/rewards.ts';
import { fundedPlayer, get, post, type Player } from '../money.ts';
import { moneyMovements } from '../money-books.ts';
import { settingDefaults } from '../../src/modules/settings/index.ts';
import { bonusFor, withdrawalSplit } from '../../src/modules/bonus/bonus-rules.ts';
import {
  answerOf,
  answered,
  expectAnswerMatches,
  expectAuditOk,
  expectSettledOnce,
  expectSound,
  worldOf,
  type Answer,
} from './checks.ts';
import { Seams, orderingArb, propertyOptions, withOrdering } from './seams.ts';

/*
 * A reward claim (the invite commission's claim, or the loss refund's add-to-wallet: both move
 * the member's whole reward balance to the wallet by a draw) against a withdrawal or a transfer
 * into a game of the same wallet (ADR 0196): the starts, the claim tapped again (the same key or
 * another), and the rail's or the provider's answer (sometimes a failure) in any order, with or
 * without a bonus held. The claim credits the wallet once, never lets a balance go below zero,
 * never makes the other refused for money, and never lets a withdrawal take the claim's money
 * past the bonus rule: with a bonus held, the withdrawal still takes the whole wallet and is
 * split as the rule says, and a refund is drawn only while no bonus runs.
 */

export type Claim = 'invite' | 'refund';
export type Other = 'withdraw' | 'transfer';

const FUNDED = 100_000;
/** The bonus taken on the funding deposit when a run holds one (the rule's numbers, satang). */
const BONUS: BonusSpec = {
  maxReceived: 1_000,
  minDeposit: 10_000,
  percent: 50,
  maxBonus: 50_000,
  percentFail: 50,
  targetTimes: 2,
  withdrawCapTimes: 3,
  bustBelow: 1_000,
};

const claims = {
  invite: {
    route: inviteApi.bonus,
    kind: 'invite_claim',
    house: 'invite_expense',
    journal: 'invite_accrual',
  },
  refund: {
    route: refundApi.addWallet,
    kind: 'refund_add',
    house: 'refund_expense',
    journal: 'refund_receive',
  },
} as const;

const scenario = fc.record({
  reward: fc.integer({ min: 10, max: 500 }).map((baht) => baht * 100),
  amount: fc.integer({ min: 100, max: 800 }).map((baht) => baht * 100),
  bonus: fc.boolean(),
  /** The member taps claim a second time: a retry with the same key, or another tap. */
  again: fc.constantFrom('none' as const, 'same key' as const, 'another key' as const),
  rail: fc.constantFrom('complete' as const, 'reject' as const),
  fault: fc.constantFrom<FaultMode | 'none'>('none', 'none', 'fail', 'timeout', 'lost-reply'),
  ordering: orderingArb,
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

/**
 * The reward balance the accrual job (invite) or a receive (refund) leaves: one journal from the
 * house's expense account, as those post it, without the period they are computed from.
 */
async function creditReward(t: TestApp, memberId: number, claim: Claim, amount: number): Promise<void> {
  const { house, journal } = claims[claim];
  const expense = await t.ledger.houseAccountFor(house, memberId);
  const account = await t.ledger.memberAccount(memberId, claim);
  await t.ledger.inTransaction((books) =>
    books.post(journal, memberId, [
      { account: expense, amount: -amount },
      { account, amount },
    ]),
  );
}

interface Setting {
  claim: Claim;
  other: Other;
  code: string;
  /** A member who moved money into a game: made each run's member's invitee (the claim's condition). */
  invitee: Player;
}

async function runOnce(t: TestApp, setting: Setting, drawn: Scenario): Promise<void> {
  const { claim, other, code, invitee } = setting;
  const { reward, amount, bonus, again, rail, fault, ordering } = drawn;
  const player = await fundedPlayer(t, FUNDED / 100);
  await t.database.pool.query('UPDATE members SET invited_by = $1 WHERE id = $2', [
    player.memberId,
    invitee.memberId,
  ]);
  await creditReward(t, player.memberId, claim, reward);
  const houseBefore = await houseBonuses(t);
  if (bonus) expect((await activate(t, player, code, randomUUID())).status, 'the bonus').toBe(200);
  if (other === 'transfer')
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  t.outside.sandboxPayout.decision = rail;
  if (fault !== 'none')
    t.outside.faults.add(
      other === 'transfer'
        ? { target: 'games', op: 'deposit', mode: fault, times: 1 }
        : { target: 'payout', op: 'submit', mode: fault, times: 1 },
    );
  const seams = new Seams(ordering);
  const unwrap =
    other === 'transfer'
      ? seams.wrap(t.outside.sandboxGames!, 'deposit', 'provider answers the transfer')
      : seams.wrap(t.outside.sandboxPayout, 'submit', 'rail answers the withdrawal');
  const firstKey = randomUUID();
  const claimOp = (name: string, key: string) => ({
    name,
    run: async () => answerOf(await moneyGet(t, player, claims[claim].route, key)),
  });
  let results;
  try {
    results = await seams.run([
      {
        name: other,
        run: async () =>
          answerOf(
            other === 'transfer'
              ? await post(
                  t.app,
                  player,
                  gamesApi.transfer,
                  { from: 'WALLET', to: 'pg', amount: amount / 100 },
                  randomUUID(),
                )
              : await post(t.app, player, withdrawApi.withdraw, { amount: amount / 100 }, randomUUID()),
          ),
      },
      claimOp('claim', firstKey),
      ...(again === 'none' ? [] : [claimOp('claim again', again === 'same key' ? firstKey : randomUUID())]),
    ]);
  } finally {
    unwrap();
    t.outside.faults.clear();
  }
  const [moved, ...claimed] = results.map(answered);
  // What a timeout left in flight, settled the way production settles it.
  await t.jobs.runTask('transfers');
  await t.jobs.runTask('withdrawals');
  await withOrdering(seams, async () => {
    const movements = await moneyMovements(t.database.pool, player.memberId);
    const otherKind = other === 'transfer' ? 'game_in' : 'withdrawal';
    const otherMovement = movements.find((row) => row.kind === otherKind);
    expectAnswerMatches(
      `the ${other}`,
      moved!,
      other === 'transfer' ? gamesApi.transfer : withdrawApi.withdraw,
      otherMovement?.status,
    );
    // The claim only adds to the wallet: the other is never refused for money.
    expect(moved!.body.message, `the ${other}`).not.toBe('MONEY_NOT_ENOUGH');

    const { bonusHeldAtEnd, split } = await bonusState(t, player.memberId, otherMovement?.id);
    const credits = await creditsOf(t, player.memberId, claims[claim].kind);
    expectClaimAnswers(claim, claimed, credits, again);
    expect(credits.length, 'the claim credited at most once').toBeLessThanOrEqual(1);
    const credit = credits[0];
    if (credit) expect(credit.amount, 'the whole reward').toBe(reward);
    const rewardsLeft = await balancesOf(t, player.memberId);
    expect(rewardsLeft[claim], 'the reward balance').toBe(credit ? 0 : reward);

    if (claim === 'refund' && bonus) {
      // A refund is drawn only while no bonus runs: here, after the withdrawal ended it (the
      // claim reads the bonus after the withdrawal's hold committed, so its movement is numbered
      // after). A refusal at the rail may give the bonus back after the claim's check (ADR 0196).
      if (credit) {
        expect(split, 'a refund with a bonus held').toBeDefined();
        expect(otherMovement!.id, 'the withdrawal ended the bonus first').toBeLessThan(credit.id);
      }
    } else {
      expect(credit, 'the claim went through').toBeDefined();
    }

    const world = await worldOf(t, player.memberId);
    expectSound(world);
    const withdrawn = other === 'withdraw' ? otherMovement : undefined;
    expect(world.books.withdrawalHold, 'withdrawal hold').toBe(
      withdrawn?.status === 'PENDING' ? withdrawn.amount : 0,
    );
    expect(world.paid, 'paid at the rail').toBe(withdrawn?.status === 'SUCCESS' ? withdrawn.amount : 0);
    if (other === 'transfer')
      expect(world.books.games.pg ?? 0, 'in the game').toBe(otherMovement?.status === 'SUCCESS' ? amount : 0);

    if (bonus && withdrawn) {
      // The bonus's lock: the withdrawal took the whole wallet, the claim's satang included if it
      // came first, and the bank gets only what the rule pays; the rest went to the house.
      expect(split, 'a withdrawal with a bonus held is split').toBeDefined();
      const held = bonusFor(FUNDED, {
        percent: BONUS.percent!,
        maxBonus: BONUS.maxBonus!,
        targetTimes: BONUS.targetTimes!,
        bustBelow: BONUS.bustBelow!,
        withdrawCapTimes: BONUS.withdrawCapTimes!,
        percentFail: BONUS.percentFail!,
      });
      const whole = split!.payout + split!.deducted;
      const before = FUNDED + held.bonus;
      // Which came first is the wallet row's lock order, not the movements' ids: a claim's
      // movement may be numbered first and wait on the wallet the withdrawal locked.
      expect([before, before + reward], 'the whole wallet at the withdrawal').toContain(whole);
      if (whole > before) expect(credit, 'the claim the withdrawal took').toBeDefined();
      expect(split, 'split as the bonus rule says').toMatchObject(withdrawalSplit(held, whole, amount));
      expect(withdrawn.amount, 'the withdrawal is the rule’s payout').toBe(split!.payout);
      expect(bonusHeldAtEnd, 'a paid withdrawal ends the bonus').toBe(withdrawn.status !== 'SUCCESS');
    } else {
      expect(bonusHeldAtEnd, 'the bonus still held').toBe(bonus);
    }

    // To the satang, with the house: what the member has (rewards included) and the rail paid is
    // what was funded and credited, less what the house's bonuses account gained.
    const houseGained = (await houseBonuses(t)) - houseBefore;
    expect(
      world.held + rewardsLeft.invite + rewardsLeft.refund + world.paid,
      'money conserved with the house',
    ).toBe(FUNDED + reward - houseGained);
    await expectSettledOnce(t, player.memberId);
    await expectAuditOk(t);
  });
}

/**
 * Each claim's answer: the draw's reply, or a code its route declares with the catalogue's
 * status; a retry with the same key answers as its original did.
 */
function expectClaimAnswers(
  claim: Claim,
  answers: Answer[],
  credits: { reference: string }[],
  again: Scenario['again'],
): void {
  const route = claims[claim].route;
  for (const answer of answers) {
    const shown = `the claim: ${JSON.stringify(answer)}`;
    if (answer.status === 200) {
      expect(answer.body.reference, shown).toBe(credits[0]?.reference);
      continue;
    }
    expect(route.codes, shown).toContain(answer.body.message);
    expect(answer.status, shown).toBe(errorCatalogue[answer.body.message as ErrorCode]);
    // Nothing left to draw (the other tap took it) or a bonus running, never a lost draw (odds 100).
    expect(['NO_INVITE_BONUS', 'NO_REFUND', 'REFUND_CONDITION'], shown).toContain(answer.body.message);
  }
  const granted = answers.filter((answer) => answer.status === 200).length;
  if (again === 'another key') expect(granted, 'one of two taps draws').toBeLessThanOrEqual(1);
  // The retry finds its original's draw: both answer alike.
  if (again === 'same key' && credits.length === 1)
    expect(granted, 'a retry answers as its original').toBe(2);
}

/** The claim's movements (a draw won or lost is one each), in order. */
async function creditsOf(t: TestApp, memberId: number, kind: string) {
  const { rows } = await t.database.pool.query<{
    id: number;
    reference: string;
    amount: number;
    status: string;
  }>(
    'SELECT id::int, reference, amount::int, status FROM movements WHERE member_id = $1 AND kind = $2 ORDER BY id',
    [memberId, kind],
  );
  return rows;
}

async function bonusState(
  t: TestApp,
  memberId: number,
  withdrawalId: number | undefined,
): Promise<{ bonusHeldAtEnd: boolean; split: { payout: number; deducted: number } | undefined }> {
  const { rows: held } = await t.database.pool.query<{ active: boolean }>(
    'SELECT is_active AS active FROM member_bonuses WHERE member_id = $1',
    [memberId],
  );
  const { rows: splits } = await t.database.pool.query<{ payout: number; deducted: number }>(
    'SELECT payout::int, deducted::int FROM withdrawal_bonus_splits WHERE withdrawal_movement_id = $1',
    [withdrawalId ?? 0],
  );
  return { bonusHeldAtEnd: held.some((row) => row.active), split: splits[0] };
}

/** The property for one claim against one other operation. */
export async function claimAgainst(t: TestApp, claim: Claim, other: Other, runs: number): Promise<void> {
  await setRewardSettings(t, {
    invite: settingDefaults.invite,
    inviteClaim: { success: 100, fail: 0 },
    refund: { ...settingDefaults.refund, success: 100, fail: 0 },
  });
  const code = await createBonus(t, BONUS);
  // One member who played, made each run's member's invitee: an invite claim's condition.
  const invitee = await fundedPlayer(t, 100);
  await playAndLose(t, invitee, 10, 0);
  await fc.assert(
    fc.asyncProperty(scenario, (drawn) => runOnce(t, { claim, other, code, invitee }, drawn)),
    propertyOptions(runs),
  );
}
