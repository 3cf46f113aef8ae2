import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adjustmentApi } from '@wallet/contract';
import { call } from '../../call.ts';
import { answerOf } from '../../money-answers.ts';
import { FOUR_EYES_BAHT, type Actor, type Command } from '../../money-model.ts';
import type { PropertyContext } from '../context.ts';
import type { MemberStep, Outcome } from '../step.ts';

/**
 * Balance adjustments by a finance operator: a credit applied at once while the member's operator
 * credits of the day stay within the four-eyes amount, a debit up to it; past it waiting for a
 * second operator; a retry with the same key answers the adjustment it made.
 */
export type AdjustCommand = Extract<Command, { type: 'adjust' }>;

/** The wallet change of an applied adjustment: a credit counts as money in, a debit as money out. */
function applyAdjustment(actor: Actor, direction: 'credit' | 'debit', satang: number) {
  if (direction === 'credit') {
    actor.model.wallet += satang;
    actor.model.deposits += satang;
    actor.model.operatorCredits += satang;
  } else {
    actor.model.wallet -= satang;
    actor.model.paid += satang;
  }
}

/** The second operator approves every waiting adjustment; a debit the wallet no longer covers is rejected instead. */
export async function decideAdjustments(ctx: PropertyContext): Promise<void> {
  for (const waiting of ctx.waitingAdjustments) {
    const approved = answerOf(
      await call(ctx.t.app, adjustmentApi.approveAdjustment, {
        headers: ctx.secondFinance.headers,
        params: { adjustmentId: waiting.id },
        body: {},
      }),
    );
    if (approved.status === 200) {
      expect(approved.json.status).toBe('APPLIED');
      applyAdjustment(waiting.actor, waiting.direction, waiting.satang);
      continue;
    }
    expect(approved.json).toEqual({ message: 'MONEY_NOT_ENOUGH' });
    expect(waiting.direction).toBe('debit');
    const rejected = await call(ctx.t.app, adjustmentApi.rejectAdjustment, {
      headers: ctx.secondFinance.headers,
      params: { adjustmentId: waiting.id },
      body: { reason: 'not covered' },
    });
    expect(rejected.statusCode).toBe(200);
  }
  ctx.waitingAdjustments = [];
}

export async function adjust({ ctx, actor }: MemberStep, command: AdjustCommand): Promise<Outcome> {
  const last = command.replay ? actor.lastAdjust : undefined;
  const key = last?.key ?? `prop-adjust-${randomUUID()}`;
  const body = last?.body ?? {
    memberId: actor.player.memberId,
    direction: command.direction,
    amount: command.satang / 100,
    reason: 'property test',
  };
  const answer = answerOf(
    await call(ctx.t.app, adjustmentApi.requestAdjustment, {
      headers: { ...ctx.finance.headers, 'idempotency-key': key },
      body,
    }),
  );
  if (last) {
    // The same key answers the adjustment it made, and nothing moves again.
    expect(answer.json.id).toBe(last.id);
    return { answer, replayed: true };
  }
  const over =
    command.direction === 'credit'
      ? actor.model.operatorCredits + command.satang > FOUR_EYES_BAHT * 100
      : command.satang > FOUR_EYES_BAHT * 100;
  // A debit the wallet does not cover is refused when asked for, even one that would wait for a
  // second operator (ADR 0191); one covered then and not at its approval is rejected there.
  const expected =
    command.direction === 'debit' && command.satang > actor.model.wallet
      ? { status: 409, message: 'MONEY_NOT_ENOUGH' }
      : { status: 201 };
  if (answer.status === 201) {
    actor.lastAdjust = { key, body, id: Number(answer.json.id) };
    expect(answer.json.status).toBe(over ? 'PENDING_APPROVAL' : 'APPLIED');
    if (over) {
      ctx.waitingAdjustments.push({
        id: Number(answer.json.id),
        actor,
        direction: command.direction,
        satang: command.satang,
      });
    } else applyAdjustment(actor, command.direction, command.satang);
  }
  return { answer, expected };
}
