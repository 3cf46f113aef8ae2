import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { AnswerStats } from '../answer-stats.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sandboxApi } from '@wallet/contract';
import { call } from '../call.ts';
import { MONEY_TEST_ENV } from '../money.ts';
import { command } from '../money-commands.ts';
import { FOUR_EYES_BAHT } from '../money-model.ts';
import type { PropertyContext } from './context.ts';
import { regressions } from './regressions.ts';
import { runSequence } from './sequence.ts';
import { setUpMembers } from './setup.ts';

/*
 * Random sequences of money commands against one real app on PostgreSQL, with a model of
 * every member's money kept here in satang. After every command: the ledger audit passes,
 * refusals change nothing, the model matches our ledger and the sandbox provider's and
 * payout rail's own books, and member money moves only by deposits, paid withdrawals and
 * play. Ends of runs settle everything with the faults gone and check the two sides agree.
 *
 * FC_SEED replays a run, FC_RUNS widens it (FC_TIME_MS bounds the time), FC_STATS=1 prints
 * how often each command got each answer.
 */

export interface MoneyPropertyOptions {
  /** More environment for the app(s). */
  env?: Record<string, string>;
  /** Builds a second node of the first; member requests then alternate between the two. */
  secondNode?: (first: TestApp) => Promise<TestApp>;
  /** Runs when FC_RUNS is unset (40). */
  runs?: number;
}

/** Registers the property test in the calling test file. */
export function moneyProperty(options: MoneyPropertyOptions = {}): void {
  let t: TestApp | undefined;
  let second: TestApp | undefined;
  let ctx: PropertyContext | undefined;
  const stats = new AnswerStats();

  beforeAll(async () => {
    t = await createTestApp({
      RECOVERY_AGE_MS: '0',
      ...MONEY_TEST_ENV,
      WITHDRAWAL_APPROVAL: 'operator',
      ...options.env,
    });
    await call(t.app, sandboxApi.settings, {
      body: { secondApprover: { memberCreditsBaht: FOUR_EYES_BAHT, operatorCreditsBaht: 100_000_000 } },
    });
    second = await options.secondNode?.(t);
    ctx = await setUpMembers(t, second, stats);
  }, 60_000);

  afterAll(async () => {
    stats.print();
    await second?.close();
    await t?.close();
  });

  it(
    'money commands in any order keep the books, the model and the providers in agreement',
    async () => {
      const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 15, size: 'max' }), (commands) =>
          runSequence(ctx!, commands),
        ),
        {
          numRuns: Number(process.env.FC_RUNS ?? options.runs ?? 40),
          examples: regressions,
          ...(seed === undefined ? {} : { seed }),
          interruptAfterTimeLimit: Number(process.env.FC_TIME_MS ?? 150_000),
          markInterruptAsFailure: false,
        },
      );
    },
    Number(process.env.FC_TIME_MS ?? 150_000) + 90_000,
  );
}
