import { expect } from 'vitest';
import { errorCatalogue, type ErrorCode } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { moneyMovements, readBooks, sum, type Books } from '../money-books.ts';
import { auditLedger } from '../../src/modules/wallet/index.ts';

/** What every interleaving must leave behind, whatever its order (ADR 0188). */

export async function expectAuditOk(t: TestApp): Promise<void> {
  const report = await auditLedger(t.database.pool);
  expect(report, 'ledger audit').toMatchObject({
    unbalancedJournals: [],
    driftedAccounts: [],
    negativeAccounts: [],
    driftedCoins: [],
    brokenCoupons: [],
    ok: true,
  });
}

/**
 * A member's money wherever it is, in satang: our ledger's wallet, holds and game accounts, the
 * provider's balances, and what the payout rail paid out for the member's withdrawals.
 */
export interface World {
  books: Books;
  /** Completed at the rail. */
  paid: number;
  /** Still pending at the rail. */
  atRail: number;
  /** The wallet, both holds and the provider's balances: the money the member still has. */
  held: number;
}

export async function worldOf(t: TestApp, memberId: number): Promise<World> {
  const books = await readBooks(t.database.pool, memberId, t.outside.sandboxGames!.books);
  const { rows } = await t.database.pool.query<{ status: string; amount: number }>(
    `SELECT p.status, p.amount FROM sandbox_payouts p JOIN movements m ON m.reference = p.ref
     WHERE m.member_id = $1 AND m.kind = 'withdrawal'`,
    [memberId],
  );
  const railed = (status: string) =>
    sum(rows.filter((row) => row.status === status).map((row) => row.amount));
  return {
    books,
    paid: railed('completed'),
    atRail: railed('pending'),
    held: books.wallet + books.transferHold + books.withdrawalHold + sum(Object.values(books.remote)),
  };
}

/** No balance of the member below zero, and our game ledger equal to the provider's books. */
export function expectSound(world: World): void {
  const { books } = world;
  for (const [name, value] of Object.entries({ wallet: books.wallet, ...books.games, ...books.remote }))
    expect(value, `${name} below zero`).toBeGreaterThanOrEqual(0);
  expect(books.transferHold, 'transfer hold left').toBe(0);
  for (const [code, remote] of Object.entries(books.remote))
    expect(books.games[code] ?? 0, `${code}: our ledger against the provider's`).toBe(remote);
}

/** Every movement of the member settled, each reference once. */
export async function expectSettledOnce(t: TestApp, memberId: number): Promise<void> {
  const movements = await moneyMovements(t.database.pool, memberId);
  expect(movements.filter((row) => row.status === 'PENDING' && row.kind !== 'withdrawal')).toEqual([]);
  const references = movements.map((row) => row.reference);
  expect(new Set(references).size, 'a reference used twice').toBe(references.length);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const answerOf = (response: { statusCode: number; json(): unknown }): Answer => ({
  status: response.statusCode,
  body: response.json() as Record<string, unknown>,
});

/** The answer of an operation that settled, or the error it threw (a harness failure, not an answer). */
export function answered<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** An answer is a movement's status or a code its route declares; a PENDING one is settled later. */
export function expectAnswerMatches(
  what: string,
  answer: Answer,
  route: { codes: readonly string[]; replies: object },
  final: string | undefined,
) {
  const shown = `${what}: ${JSON.stringify(answer)}`;
  if (answer.status >= 300) {
    expect(route.codes, shown).toContain(answer.body.message);
    // With the catalogue's status (a provider's refusal is TRANSFER_FAIL, 502): never a 500.
    expect(answer.status, shown).toBe(errorCatalogue[answer.body.message as ErrorCode]);
    // A refusal moved nothing that stays: its movement, if any, failed.
    expect(final ?? 'FAILED', `${what} refused`).toBe('FAILED');
    return;
  }
  // A movement's answer, with a status its route declares (a transfer still PENDING is a 202).
  expect(Object.keys(route.replies), shown).toContain(String(answer.status));
  if (answer.body.status !== 'PENDING') expect(final, `${what} as answered`).toBe(answer.body.status);
}
