import { expect } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { moneyShape, notUser, type Answer } from '../money-answers.ts';
import { readBooks, sandboxTransfer, sum, type Books, type MovementRow } from '../money-books.ts';
import { ACTIVE, WALLET, hasPending, pendingOf, type Actor, type Command } from '../money-model.ts';
import { poolOf, type PropertyContext } from './context.ts';
import { bookedTotal, ledgerTotal } from './model.ts';

/** What must hold after every command: the ledger's own audit, each member's books against the model, a refusal moving nothing. */

export async function expectAuditOk(ctx: PropertyContext) {
  const report = await auditLedger(poolOf(ctx));
  expect(report, 'ledger audit').toMatchObject({
    unbalancedJournals: [],
    driftedAccounts: [],
    negativeAccounts: [],
    driftedCoins: [],
    brokenCoupons: [],
    grandTotal: 0,
    ok: true,
  });
}

/** Every balance of the member against the model; returns the books read. */
export async function checkActor(
  ctx: PropertyContext,
  actor: Actor,
  after: { refreshed?: boolean } = {},
): Promise<Books> {
  const { model } = actor;
  const books = await readBooks(poolOf(ctx), actor.player.memberId, ctx.t.outside.sandboxGames!.books);
  const who = `member ${actor.player.memberId}`;
  expect(books.wallet, `${who} wallet`).toBe(model.wallet);
  expect(books.transferHold, `${who} transfer hold`).toBe(
    sum(pendingOf(model, ['game_in', 'game_out']).map((row) => row.amount)),
  );
  expect(books.withdrawalHold, `${who} withdrawal hold`).toBe(
    sum(pendingOf(model, ['withdrawal']).map((row) => row.amount)),
  );
  for (const code of ACTIVE) {
    const game = books.games[code] ?? 0;
    const booked = books.booked[code] ?? 0;
    expect(game - booked, `${who} ${code} ledger minus booked play`).toBe(model.net[code]);
    // In-flight transfers the provider already applied (it keeps our reference).
    let appliedIn = 0;
    let appliedOut = 0;
    let unappliedOut = 0;
    for (const row of pendingOf(model, ['game_in', 'game_out'], code)) {
      const applied = sandboxTransfer(ctx.t.outside.sandboxGames!.books, code, row.reference);
      if (row.kind === 'game_in' && applied) appliedIn += row.amount;
      if (row.kind === 'game_out' && applied) appliedOut += row.amount;
      if (row.kind === 'game_out' && !applied) unappliedOut += row.amount;
    }
    const remote = books.remote[code] ?? 0;
    expect(remote, `${who} ${code} at the provider`).toBe(model.remote[code]! + appliedIn - appliedOut);
    // What our ledger will hold once the in-flight transfers settle as the provider has them,
    // minus what the provider holds: exactly the play not booked yet, or zero right after a sync.
    const unbooked = remote - (game + appliedIn + unappliedOut);
    const synced = (books.syncs[code] ?? 0) !== model.syncs[code];
    if (synced) expect(unbooked, `${who} ${code} right after a sync`).toBe(0);
    else expect(unbooked, `${who} ${code} unbooked play`).toBe(model.unsynced[code]);
    if (after.refreshed && !hasPending(model, code)) expect(unbooked, `${who} ${code} after refresh`).toBe(0);
    model.unsynced[code] = unbooked;
    model.syncs[code] = books.syncs[code] ?? 0;
  }
  // Member money in our ledger moves only by deposits, paid withdrawals and booked play.
  expect(ledgerTotal(books), `${who} ledger total`).toBe(
    model.start.ledger +
      model.deposits -
      model.paid +
      model.rewards +
      (bookedTotal(books) - model.start.booked),
  );
  // In the world (wallet + provider balances), only by deposits, paid withdrawals and play.
  if (model.pending.size === 0) {
    expect(books.wallet + sum(Object.values(books.remote)), `${who} world total`).toBe(
      model.start.world + model.deposits - model.paid + model.rewards + sum(Object.values(model.plays)),
    );
  }
  return books;
}

/** A refusal leaves the member's money exactly as it was (play booked by a sync is not a movement). */
export function expectRefusalMovedNothing(
  command: Command,
  answer: Answer,
  { before, books, mine }: { before: Books; books: Books; mine: MovementRow[] },
) {
  expect(moneyShape(books), `refused ${JSON.stringify(command)} changed money`).toEqual(moneyShape(before));
  for (const code of ACTIVE) {
    if (books.syncs[code] === before.syncs[code]) expect(books.games[code]).toBe(before.games[code]);
  }
  // "Unknown user" names the provider that money was (not) moving out of or into first.
  if (answer.json.message === 'NOT_AREASLOT' || answer.json.message === 'NOT_UFABET') {
    const first =
      command.type === 'transfer' && command.from !== WALLET
        ? command.from
        : 'to' in command
          ? command.to
          : '';
    expect(answer.json.message).toBe(notUser(first));
  }
  expect(mine.filter((row) => row.status !== 'FAILED')).toEqual([]);
}
