import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bonusApi, gamesApi, sandboxApi, withdrawApi } from '@wallet/contract';
import { auditLedger } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from './money.ts';
import { call } from './call.ts';
import { answerOf, type Answer } from './money-answers.ts';
import { balancesOf, createBonus, deposit, houseBonuses } from './kits/bonus.ts';
import {
  BONUS_SPECS,
  SHARED,
  emptyBonusModel,
  predictActivate,
  predictClear,
  predictWithdraw,
  type BonusCommand,
  type BonusModel,
  type BonusName,
  type Prediction,
} from './bonus-model.ts';

/*
 * Random sequences of bonus commands (deposit, activate, alone or in parallel bursts, withdraw
 * while a bonus is held or not, transfers to and from a game, clear, retries of a keyed request)
 * against one real app, with a model of the member's money and bonus state kept here. After
 * every command: the ledger audit passes (every journal balanced, nothing negative), the wallet,
 * the game account and the house's bonuses account match the model, the active bonus matches,
 * and a refusal changed nothing. FC_SEED replays a run; FC_RUNS widens it.
 */

let t: TestApp;
/** FC_STATS=1 prints how often each command got each answer. */
const stats = new Map<string, number>();
const codes = {} as Record<BonusName, string>;

beforeAll(async () => {
  t = await createTestApp({ RECOVERY_AGE_MS: '0', ...MONEY_TEST_ENV });
  for (const name of Object.keys(BONUS_SPECS) as BonusName[])
    codes[name] = await createBonus(t, { ...BONUS_SPECS[name], ...SHARED });
  await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
}, 60_000);

afterAll(async () => {
  if (process.env.FC_STATS)
    console.log(
      [...stats]
        .sort()
        .map(([label, n]) => `${label}: ${n}`)
        .join('\n'),
    );
  await t?.close();
});

const command: fc.Arbitrary<BonusCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      satang: fc.integer({ min: 1_000, max: 200_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('activate' as const),
      bonus: fc.constantFrom<BonusName>('LIMIT', 'DAY', 'WEEK'),
      key: fc.constantFrom('none' as const, 'fresh' as const),
      parallel: fc.oneof(
        { weight: 4, arbitrary: fc.constant(1) },
        { weight: 1, arbitrary: fc.integer({ min: 2, max: 12 }) },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      share: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }) },
        { weight: 1, arbitrary: fc.constant(100) },
        { weight: 1, arbitrary: fc.integer({ min: 101, max: 150 }) },
      ),
      satang: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
      ),
      all: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('transfer' as const),
      toGame: fc.boolean(),
      share: fc.integer({ min: 1, max: 130 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('clear' as const),
      key: fc.constantFrom('none' as const, 'fresh' as const),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'retry' as const }) },
);

interface Keyed {
  send: () => Promise<Answer>;
  answer: Answer;
}

async function check(player: Player, model: BonusModel, houseStart: number) {
  const report = await auditLedger(t.database.pool);
  expect(report, 'ledger audit').toMatchObject({ unbalancedJournals: [], negativeAccounts: [], ok: true });
  const balances = await balancesOf(t, player.memberId);
  expect(balances.wallet ?? 0, 'wallet').toBe(model.wallet);
  expect(balances.game ?? 0, 'game').toBe(model.game);
  expect(balances.withdrawal_hold ?? 0, 'nothing left held (payouts complete)').toBe(0);
  expect(houseStart - (await houseBonuses(t)), 'house bonuses given to this member').toBe(model.houseGave);
  const active = (await get(t.app, player, bonusApi.active)).json() as {
    status: boolean;
    code: string | null;
  };
  expect(active.status, 'active bonus').toBe(model.active !== null);
  if (model.active) expect(active.code).toBe(codes[model.active.name]);
}

function expectPredicted(answer: Answer, predicted: Prediction, what: string) {
  expect({ status: answer.status, message: answer.json.message }, what).toEqual({
    status: predicted.status,
    message: predicted.status === 200 && !predicted.message ? answer.json.message : predicted.message,
  });
}

async function runSequence(commands: BonusCommand[]) {
  // A fresh member each run: receipts (and BONUS_FULL) are per member and day.
  const player = await fundedPlayer(t, 0);
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  const model = emptyBonusModel();
  const houseStart = await houseBonuses(t);
  let lastKeyed: Keyed | undefined;
  const keyed = (key: 'none' | 'fresh'): Record<string, string> =>
    key === 'fresh' ? { 'idempotency-key': `bp-${randomUUID()}` } : {};

  for (const step of commands) {
    const before = await balancesOf(t, player.memberId);
    const houseBefore = await houseBonuses(t);
    let predicted: Prediction | undefined;
    let answer: Answer | undefined;
    switch (step.type) {
      case 'deposit':
        await deposit(t, player, step.satang / 100);
        model.wallet += step.satang;
        model.latestDeposit = { amount: step.satang, used: false };
        break;
      case 'activate': {
        predicted = predictActivate(model, step.bonus);
        // One key per request of a burst (or none): the deposit, not the key, makes it once.
        const send =
          (headers = { ...player.headers, ...keyed(step.key) }) =>
          () =>
            call(t.app, bonusApi.activate, { params: { code: codes[step.bonus] }, headers }).then(answerOf);
        const senders = Array.from({ length: step.parallel }, () => send());
        const answers = await Promise.all(senders.map((each) => each()));
        const wins = answers.filter((each) => each.status === 200);
        // However many run at once, at most one takes it; the others see it taken.
        expect(wins.length).toBe(predicted.status === 200 ? 1 : 0);
        for (const other of answers.filter((each) => each.status !== 200)) {
          if (predicted.status === 200) expect(other.json.message).toBe('BONUS_ALREADY_ACTIVE');
          else expectPredicted(other, predicted, JSON.stringify(step));
        }
        answer = wins[0] ?? answers[0]!;
        if (step.key === 'fresh' && step.parallel === 1) lastKeyed = { send: senders[0]!, answer };
        break;
      }
      case 'withdraw': {
        const requested = step.satang ?? Math.floor((model.wallet * step.share) / 100);
        if (requested <= 0) break;
        predicted = predictWithdraw(model, requested);
        const headers = { ...player.headers, 'idempotency-key': `bp-${randomUUID()}` };
        const route = step.all ? withdrawApi.withdrawAll : withdrawApi.withdraw;
        const send = () => call(t.app, route, { body: { amount: requested / 100 }, headers }).then(answerOf);
        answer = await send();
        lastKeyed = { send, answer };
        break;
      }
      case 'transfer': {
        const from = step.toGame ? 'WALLET' : 'pg';
        const to = step.toGame ? 'pg' : 'WALLET';
        const available = step.toGame ? model.wallet : model.game;
        const satang = Math.floor((available * step.share) / 100);
        if (satang < 100) break;
        predicted =
          satang > available
            ? { status: 409, message: 'MONEY_NOT_ENOUGH' }
            : {
                status: 200,
                apply: (m) => {
                  m.wallet += step.toGame ? -satang : satang;
                  m.game += step.toGame ? satang : -satang;
                },
              };
        answer = answerOf(await post(t.app, player, gamesApi.transfer, { from, to, amount: satang / 100 }));
        break;
      }
      case 'clear': {
        predicted = predictClear(model);
        const headers = { ...player.headers, ...keyed(step.key) };
        const send = () => call(t.app, bonusApi.clear, { headers }).then(answerOf);
        answer = await send();
        if (step.key === 'fresh') lastKeyed = { send, answer };
        break;
      }
      case 'retry': {
        if (!lastKeyed) break;
        const again = await lastKeyed.send();
        expect({ status: again.status, body: again.body }, 'a retry answers the first answer').toEqual({
          status: lastKeyed.answer.status,
          body: lastKeyed.answer.body,
        });
        expect(await balancesOf(t, player.memberId), 'a retry moves nothing').toEqual(before);
        break;
      }
    }
    if (answer) {
      const label = `${step.type}${model.active ? ' (held)' : ''} ${answer.status} ${String(answer.json.message ?? '')}`;
      stats.set(label, (stats.get(label) ?? 0) + 1);
    }
    if (predicted && answer) {
      expectPredicted(answer, predicted, JSON.stringify(step));
      if (answer.status === 200) predicted.apply?.(model);
      else {
        expect(await balancesOf(t, player.memberId), `refused ${JSON.stringify(step)} changed money`).toEqual(
          before,
        );
        expect(await houseBonuses(t)).toBe(houseBefore);
      }
    }
    await check(player, model, houseStart);
  }
}

it(
  'bonus commands in any order keep the books balanced, nothing negative, and the model in agreement',
  async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 14 }), (commands) =>
        runSequence(commands),
      ),
      {
        numRuns: Number(process.env.FC_RUNS ?? 40),
        ...(seed === undefined ? {} : { seed }),
        interruptAfterTimeLimit: Number(process.env.FC_TIME_MS ?? 100_000),
        markInterruptAsFailure: false,
      },
    );
  },
  Number(process.env.FC_TIME_MS ?? 100_000) + 60_000,
);
