import { expect } from 'vitest';
import {
  moneyMovements,
  readBooks,
  sandboxPayout,
  sandboxTransfer,
  sum,
  type Books,
  type MovementRow,
} from '../money-books.ts';
import { ACTIVE, WALLET, emptyModel, type Actor } from '../money-model.ts';
import { poolOf, type PropertyContext } from './context.ts';

/*
 * The model of each member's money (its shape is in ../money-model.ts): taken fresh from the
 * database when nothing is in flight, then moved only by what the commands did and by the
 * movements the database shows, each checked against the provider's and the payout rail's books.
 */

/** Member money in our ledger: the wallet, every game account and both holds. */
export const ledgerTotal = (books: Books) =>
  books.wallet + sum(Object.values(books.games)) + books.transferHold + books.withdrawalHold;
export const bookedTotal = (books: Books) => sum(Object.values(books.booked));

/** A fresh model from the database, once nothing is in flight and all play is booked. */
export async function baseline(ctx: PropertyContext, actor: Actor) {
  const books = await readBooks(poolOf(ctx), actor.player.memberId, ctx.t.outside.sandboxGames!.books);
  const movements = await moneyMovements(poolOf(ctx), actor.player.memberId);
  expect(movements.filter((row) => row.status === 'PENDING')).toEqual([]);
  expect(books.transferHold).toBe(0);
  expect(books.withdrawalHold).toBe(0);
  // Each run opens a new second-approver day for the member: the earlier runs' operator credits
  // move back past the rolling 24 hours, so a run sees credits applied at once as well as waiting.
  await poolOf(ctx).query(
    `UPDATE operator_credits SET applied_at = applied_at - interval '1 day' WHERE member_id = $1`,
    [actor.player.memberId],
  );
  const model = emptyModel();
  model.wallet = books.wallet;
  model.lastId = Math.max(0, ...movements.map((row) => row.id));
  for (const code of ACTIVE) {
    const game = books.games[code] ?? 0;
    const booked = books.booked[code] ?? 0;
    // After a refresh with nothing in flight, our books and the provider's agree exactly.
    expect(books.remote[code], `${code} remote after refresh`).toBe(game);
    model.net[code] = game - booked;
    model.remote[code] = books.remote[code] ?? 0;
    model.unsynced[code] = 0;
    model.syncs[code] = books.syncs[code] ?? 0;
    model.plays[code] = 0;
  }
  model.start = {
    ledger: ledgerTotal(books),
    world: books.wallet + sum(Object.values(books.remote)),
    booked: bookedTotal(books),
    bookedBy: { ...books.booked },
  };
  actor.model = model;
}

/** Applies what the database says happened to the member's movements, checking each against the outside world. */
export async function observe(ctx: PropertyContext, actor: Actor): Promise<MovementRow[]> {
  const { model } = actor;
  const rows = await moneyMovements(poolOf(ctx), actor.player.memberId, model.lastId, [
    ...model.pending.keys(),
  ]);
  const created: MovementRow[] = [];
  for (const row of rows) {
    if (row.id > model.lastId) {
      created.push(row);
      model.lastId = row.id;
      if (row.kind === 'game_in') {
        expect(row.fromPlace).toBe(WALLET);
        expect(row.toPlace).toBe(row.provider);
        model.wallet -= row.amount;
      } else if (row.kind === 'game_out') {
        expect(row.toPlace).toBe(WALLET);
        expect(row.fromPlace).toBe(row.provider);
        model.net[row.provider!]! -= row.amount;
      } else {
        model.wallet -= row.amount;
      }
      model.pending.set(row.id, row);
    }
    if (row.status === 'PENDING' || !model.pending.has(row.id)) continue;
    model.pending.delete(row.id);
    const ok = row.status === 'SUCCESS';
    if (row.kind === 'withdrawal') {
      const payout = await sandboxPayout(poolOf(ctx), row.reference);
      if (ok) {
        expect(payout, `payout ${row.reference}`).toEqual({ amount: row.amount, status: 'completed' });
        model.paid += row.amount;
      } else {
        expect(payout?.status ?? 'none', `payout ${row.reference}`).toMatch(/^(none|rejected)$/);
        model.wallet += row.amount;
      }
      continue;
    }
    const provider = row.provider!;
    const applied = sandboxTransfer(ctx.t.outside.sandboxGames!.books, provider, row.reference);
    const signed = row.kind === 'game_in' ? row.amount : -row.amount;
    if (ok) {
      expect(applied, `provider record of ${row.reference}`).toEqual({
        amount: signed,
        username: actor.username,
      });
      if (row.kind === 'game_in') model.net[provider]! += row.amount;
      else model.wallet += row.amount;
      model.remote[provider]! += signed;
    } else {
      expect(applied, `a FAILED ${row.reference} must not be at the provider`).toBeUndefined();
      if (row.kind === 'game_in') model.wallet += row.amount;
      else model.net[provider]! += row.amount;
    }
  }
  return created;
}
