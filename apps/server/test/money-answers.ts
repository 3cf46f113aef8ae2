import { expect } from 'vitest';
import { httpStatusOf, isErrorCode } from '@wallet/contract';
import { sum, type Books } from './money-books.ts';
import {
  ACTIVE,
  INACTIVE,
  TRANSFER_MIN,
  UNKNOWN,
  WALLET,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
  hasPending,
  type Actor,
  type Command,
  type Model,
} from './money-model.ts';

/** What the property test expects of an answer, and how money should have moved. */
export interface Answer {
  status: number;
  body: string;
  json: Record<string, unknown>;
}

export function answerOf(response: { statusCode: number; body: string }): Answer {
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    // checked below
  }
  return { status: response.statusCode, body: response.body, json };
}

/** Any refusal is a catalogue answer with the catalogue's status. */
export function expectCatalogue(answer: Answer) {
  if (answer.status < 300) return;
  const code = answer.json.message;
  expect(isErrorCode(code), `catalogue code in ${answer.body}`).toBe(true);
  expect(answer.status).toBe(httpStatusOf(code as Parameters<typeof httpStatusOf>[0]));
}

export type Expectation = { status: number; message?: string } | { among: number[] };

export function expectAnswer(answer: Answer, expected: Expectation, what: string) {
  expect(answer.status, `${what}: ${answer.body}`).not.toBe(500);
  expectCatalogue(answer);
  if ('among' in expected) {
    expect(expected.among, `${what}: ${answer.status} ${answer.body}`).toContain(answer.status);
  } else {
    expect(answer.status, `${what}: ${answer.body}`).toBe(expected.status);
    if (expected.message) expect(answer.json).toEqual({ message: expected.message });
  }
}

export const notUser = (code: string) => (code === 'areaslot' ? 'NOT_AREASLOT' : 'NOT_UFABET');

export function placeRefusal(place: string): Expectation | undefined {
  if (place === UNKNOWN) return { status: 404, message: 'NO_GAME' };
  if (place === INACTIVE) return { status: 404, message: 'SLOT_NO_ACCOUNT' };
  return undefined;
}

export function predictTransfer(
  actor: Actor,
  books: Books,
  command: Extract<Command, { type: 'transfer' }>,
  calm: boolean,
) {
  const { from, to, satang } = command;
  if (from === to) return { status: 400, message: 'KEY_INVALID' };
  for (const place of [from, to]) {
    const refusal = place === WALLET ? undefined : placeRefusal(place);
    if (refusal) return refusal;
  }
  if (satang < TRANSFER_MIN) return { status: 400, message: 'TRANSFER_MINIMUM' };
  if (from === WALLET) {
    if (satang > actor.model.wallet) return { status: 409, message: 'MONEY_NOT_ENOUGH' };
    return calm ? { status: 200 } : { among: [200, 202, 404, 502] };
  }
  if (!calm || hasPending(actor.model, from)) return { among: [200, 202, 404, 409, 502] };
  // Nothing in flight with the source: the sync books play first, so the provider's balance is what counts.
  if (satang > (books.remote[from] ?? 0)) return { status: 409, message: 'MONEY_NOT_ENOUGH' };
  return { status: 200 };
}

export function predictWithdraw(actor: Actor, satang: number): Expectation {
  if (satang < WITHDRAW_MIN) return { status: 400, message: 'TRANSFER_MINIMUM' };
  if (satang > WITHDRAW_MAX) return { status: 400, message: 'KEY_INVALID' };
  if (satang > actor.model.wallet) return { status: 409, message: 'MONEY_NOT_ENOUGH' };
  return { status: 200 };
}

export const moneyShape = (books: Books) => ({
  wallet: books.wallet,
  transferHold: books.transferHold,
  withdrawalHold: books.withdrawalHold,
  remote: books.remote,
  games: Object.fromEntries(
    ACTIVE.map((code) => [code, (books.games[code] ?? 0) - (books.booked[code] ?? 0)]),
  ),
});

export interface ModelPoint {
  wallet: number;
  held: number;
  paid: number;
  net: Record<string, number>;
}

export const pointOf = (model: Model): ModelPoint => ({
  wallet: model.wallet,
  held: sum([...model.pending.values()].map((row) => row.amount)),
  paid: model.paid,
  net: { ...model.net },
});

/** How the member's money moved between two points: wallet, holds, paid out, each game. */
export function changes(from: ModelPoint, to: ModelPoint): Record<string, number> {
  return {
    wallet: to.wallet - from.wallet,
    held: to.held - from.held,
    paid: to.paid - from.paid,
    ...Object.fromEntries(ACTIVE.map((code) => [code, to.net[code]! - from.net[code]!])),
  };
}

/** The changes a request's answer promises, e.g. moved({ wallet: -a, pg: a }). */
export function moved(parts: Record<string, number>): Record<string, number> {
  const all: Record<string, number> = { wallet: 0, held: 0, paid: 0 };
  for (const code of ACTIVE) all[code] = 0;
  for (const [name, amount] of Object.entries(parts)) all[name === WALLET ? 'wallet' : name]! += amount;
  return all;
}
