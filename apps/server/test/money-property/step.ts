import type { Books, MovementRow } from '../money-books.ts';
import type { Answer, Expectation, ModelPoint } from '../money-answers.ts';
import type { Actor } from '../money-model.ts';
import type { PropertyContext } from './context.ts';
import type { Sent } from './requests.ts';

/** One command of a run: what its area's code is given, and what it hands back to the checks. */

/** A command one member makes (or an operator makes about that member). */
export interface MemberStep {
  ctx: PropertyContext;
  /** No fault is planned at the provider or the payout rail: answers are the calm ones. */
  calm: boolean;
  actor: Actor;
  /** The member's books before the command. */
  before: Books;
}

/** What a first (not replayed) answer did, read once every member is observed and checked. */
export interface Done {
  answer: Answer;
  /** The member's movements that the command created. */
  mine: MovementRow[];
  /** The member's books after the command. */
  books: Books;
  /** The model before the command, and how it changed since. */
  start: ModelPoint;
  change: Record<string, number>;
}

export interface Outcome {
  /** The answer of a request not made through send (which hands back sent instead). */
  answer?: Answer;
  sent?: Sent;
  expected?: Expectation;
  /** The answer is an earlier one again: nothing may have moved. */
  replayed?: boolean;
  /** Once the answer is checked, unless replayed: books into the model what a first answer did. */
  afterAnswer?: (answer: Answer) => Promise<void>;
  /** Unless replayed: what the answer says happened is exactly what happened. */
  expectDone?: (done: Done) => void;
}
