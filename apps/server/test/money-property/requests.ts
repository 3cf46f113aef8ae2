import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RouteDef } from '@wallet/contract';
import { callAny } from '../call.ts';
import { answerOf, type Answer } from '../money-answers.ts';
import type { Actor, KeyChoice, KeyedRequest } from '../money-model.ts';
import { nodeOf, type PropertyContext } from './context.ts';

/** A member's money request, with the Idempotency-Key the command chose and what a reused key must answer. */

/** A POST with its body, or a money GET (the rewards) with none; with an Idempotency-Key when given. */
export function request(
  ctx: PropertyContext,
  actor: Actor,
  route: RouteDef,
  payload: object,
  key: string | undefined,
) {
  const headers = { ...actor.player.headers, ...(key ? { 'idempotency-key': key } : {}) };
  return callAny(nodeOf(ctx), route, route.method === 'GET' ? { headers } : { body: payload, headers });
}

export interface Sent {
  answer: Answer;
  /** The earlier request with the same key, if any: then nothing may run again. */
  prior?: KeyedRequest;
}

export async function send(
  ctx: PropertyContext,
  actor: Actor,
  route: RouteDef,
  payload: object,
  choice: KeyChoice,
): Promise<Sent> {
  const key =
    choice === 'none' ? undefined : choice === 'fresh' ? `prop-${randomUUID()}` : `${ctx.runTag}-${choice}`;
  const prior = key ? actor.keys.get(key) : undefined;
  const answer = answerOf(await request(ctx, actor, route, payload, key));
  if (key && !prior) {
    actor.lastKeyed = { route, payload, key, status: answer.status, body: answer.body };
    actor.keys.set(key, actor.lastKeyed);
  }
  if (prior) {
    if (prior.route === route && JSON.stringify(prior.payload) === JSON.stringify(payload)) {
      expectReplay(prior, answer, 'the same key and body');
    } else {
      expect({ status: answer.status, json: answer.json }, 'the same key, another body').toEqual({
        status: 400,
        json: { message: 'KEY_INVALID' },
      });
    }
  }
  return { answer, prior };
}

/**
 * A replay answers what the first request answered, byte for byte, unless that was PENDING and has
 * settled since: then it tells the outcome, and every later replay tells the same (ADR 0065).
 */
export function expectReplay(prior: KeyedRequest, answer: Answer, what: string): void {
  const settled = settledReplay(prior, answer);
  expect({ status: answer.status, body: answer.body }, what).toEqual(
    settled ?? { status: prior.status, body: prior.body },
  );
  if (settled) Object.assign(prior, { status: answer.status, body: answer.body });
}

/**
 * A PENDING answer is not final (ADR 0065): its replay may tell the outcome instead, the same
 * movement (its reference) settled, or the transfer's refusal once its money came back.
 */
function settledReplay(prior: KeyedRequest, answer: Answer): { status: number; body: unknown } | undefined {
  const before = jsonOf(prior.body) as { status?: string; reference?: string } | undefined;
  if (before?.status !== 'PENDING') return undefined;
  const after = jsonOf(answer.body) as { status?: string; reference?: string; message?: string } | undefined;
  const told =
    (after?.reference === before.reference && (after?.status === 'SUCCESS' || after?.status === 'FAILED')) ||
    after?.message === 'TRANSFER_FAIL';
  return told ? { status: answer.status, body: answer.body } : undefined;
}

/** An answer's body as the test keeps it (the raw text), read as JSON; undefined when it is not. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
