import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { homeApi } from '@wallet/contract';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import { get } from '../money.ts';
import { readBooks } from '../money-books.ts';
import { ACTIVE, FUNDING_BAHT, type Command } from '../money-model.ts';
import { decideAdjustments } from './commands/operator-adjustments.ts';
import { approveWithdrawal } from './commands/operator-withdrawals.ts';
import { nodeOf, poolOf, type PropertyContext } from './context.ts';
import { checkActor, expectAuditOk } from './invariants.ts';
import { baseline, observe } from './model.ts';
import { runStep } from './run-step.ts';

/**
 * With the faults gone, one recovery round settles everything left pending (held payouts
 * completed by the bank first), then a refresh books all play.
 */
async function drain(ctx: PropertyContext) {
  const { t } = ctx;
  t.outside.faults.clear();
  t.outside.sandboxPayout.decision = 'complete';
  // Withdrawals waiting for an operator are approved (and paid) first, adjustments decided.
  const awaiting = await poolOf(ctx).query<{ id: number }>(
    `SELECT m.id FROM movements m WHERE m.kind = 'withdrawal' AND m.status = 'PENDING'
       AND NOT EXISTS (SELECT 1 FROM withdrawal_decisions d WHERE d.movement_id = m.id)`,
  );
  for (const row of awaiting.rows) {
    expect((await approveWithdrawal(ctx, Number(row.id))).statusCode).toBe(200);
  }
  await decideAdjustments(ctx);
  const { rows } = await poolOf(ctx).query<{ reference: string }>(
    `SELECT reference FROM movements WHERE status = 'PENDING' AND kind = 'withdrawal'`,
  );
  for (const row of rows) await t.outside.sandboxPayout.decide(row.reference, 'completed');
  await t.jobs.runTask('transfers');
  await t.jobs.runTask('withdrawals');
  for (const actor of ctx.actors) {
    expect((await get(nodeOf(ctx), actor.player, homeApi.refresh)).statusCode).toBe(200);
  }
}

/** A run: settle and book everything, model from the database, the commands, then settle again and compare. */
export async function runSequence(ctx: PropertyContext, commands: Command[]) {
  ctx.runTag = randomUUID().slice(0, 8);
  await drain(ctx);
  for (const actor of ctx.actors) {
    actor.lastKeyed = undefined;
    actor.lastAdjust = undefined;
    actor.keys.clear();
    const { wallet } = await readBooks(poolOf(ctx), actor.player.memberId, ctx.t.outside.sandboxGames!.books);
    // Keep the members able to move money across runs (outside the run's accounting).
    if (wallet < 50_000) {
      await creditDeposit(ctx.t.ledger, ctx.t.events, {
        memberId: actor.player.memberId,
        amount: FUNDING_BAHT * 100,
        opKey: `prop-topup:${randomUUID()}`,
        channel: 'TEST',
      });
    }
    await baseline(ctx, actor);
  }
  await expectAuditOk(ctx);
  for (const step of commands) await runStep(ctx, step);

  // With the faults gone, everything in flight settles, and after a refresh every provider
  // agrees with our ledger: the play booked in this run is exactly the play that happened.
  await drain(ctx);
  for (const actor of ctx.actors) {
    await observe(ctx, actor);
    expect([...actor.model.pending.values()], 'still pending after recovery').toEqual([]);
    const books = await checkActor(ctx, actor, { refreshed: true });
    for (const code of ACTIVE) {
      expect((books.booked[code] ?? 0) - (actor.model.start.bookedBy[code] ?? 0), `${code} booked play`).toBe(
        actor.model.plays[code],
      );
      expect(books.games[code] ?? 0).toBe(books.remote[code] ?? 0);
    }
  }
  await expectAuditOk(ctx);
}
