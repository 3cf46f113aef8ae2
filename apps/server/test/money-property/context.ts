import type { TestApp } from '../harness.ts';
import type { TestOperator } from '../kits/operators.ts';
import type { Actor } from '../money-model.ts';
import type { AnswerStats } from '../answer-stats.ts';

/** An adjustment above the four-eyes amount, waiting for the second operator. */
export interface WaitingAdjustment {
  id: number;
  actor: Actor;
  direction: 'credit' | 'debit';
  satang: number;
}

/** What every command, check and run of one property test shares. */
export interface PropertyContext {
  t: TestApp;
  /** A second node on the same database and outside systems, when the run spans two. */
  second: TestApp | undefined;
  /** How many member requests went out: the two nodes take turns. */
  turn: number;
  /** Makes the reused key names of one run unique to it. */
  runTag: string;
  stats: AnswerStats;
  actors: Actor[];
  /** Two finance operators: the requester of an adjustment cannot approve it. */
  finance: TestOperator;
  secondFinance: TestOperator;
  waitingAdjustments: WaitingAdjustment[];
}

export const poolOf = (ctx: PropertyContext) => ctx.t.database.pool;

/** The node the next member request goes to: the two alternate, as behind a load balancer. */
export const nodeOf = (ctx: PropertyContext) =>
  ctx.second && ctx.turn++ % 2 === 1 ? ctx.second.app : ctx.t.app;
