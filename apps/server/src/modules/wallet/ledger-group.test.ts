import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer } from '../../../test/money.ts';
import { AppError } from '../../lib/app-error.ts';
import { Ledger } from './ledger.ts';
import type { Posted } from './ledger-statements.ts';

let t: TestApp;
let ledger: Ledger;
let members: number[];

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
  // A ledger of its own, so the statements counted below are this test's.
  ledger = new Ledger(t.database.pool);
  members = [];
  for (let i = 0; i < 6; i += 1) members.push((await fundedPlayer(t, 100)).memberId);
});
afterAll(() => t.close());

/** Moves `satang` from the member's wallet into its transfer hold, as a game transfer's hold does. */
async function hold(memberId: number, satang: number, opKey: string): Promise<Posted | undefined> {
  const wallet = await ledger.memberAccount(memberId, 'wallet');
  const held = await ledger.memberAccount(memberId, 'transfer_hold');
  return ledger.open(
    {
      memberId,
      statementType: 'transfer',
      kind: 'game_in',
      fromPlace: 'WALLET',
      toPlace: 'pg',
      provider: 'pg',
      amount: satang,
      opKey,
    },
    'PENDING',
    'game_in_hold',
    [
      { account: wallet, amount: -satang },
      { account: held, amount: satang },
    ],
  );
}

/** How many items each of the named statement's calls carried. */
function batchSizes(query: { mock: { calls: unknown[][] } }, name: string): number[] {
  return query.mock.calls
    .map(([config]) => config as { name?: string; values?: unknown[][] })
    .filter((config) => config.name === name)
    .map((config) => config.values![0]!.length);
}

async function balance(memberId: number, kind: 'wallet' | 'transfer_hold' | 'game'): Promise<number> {
  const { rows } = await t.database.pool.query<{ balance: string }>(
    `SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2`,
    [memberId, kind],
  );
  return Number(rows[0]!.balance);
}

describe('holds and settles written together (group commit, ADR 0095)', () => {
  it('concurrent holds share statements; an overdraft is refused alone, the others stand', async () => {
    const query = vi.spyOn(t.database.pool, 'query');
    // Each member asks twice for 60 of its 100 baht: one of the two must be refused.
    const asked = members.flatMap((memberId) =>
      ['a', 'b'].map((leg) =>
        hold(memberId, 6000, `group-test:${memberId}:${leg}`).then(
          (posted) => ({ memberId, posted, refused: undefined as string | undefined }),
          (error: unknown) => ({
            memberId,
            posted: undefined,
            refused: error instanceof AppError ? error.code : String(error),
          }),
        ),
      ),
    );
    const outcomes = await Promise.all(asked);
    expect(Math.max(...batchSizes(query, 'ledger_open_many'))).toBeGreaterThan(1);
    query.mockRestore();
    for (const memberId of members) {
      const own = outcomes.filter((outcome) => outcome.memberId === memberId);
      expect(own.filter((outcome) => outcome.posted).length).toBe(1);
      expect(own.filter((outcome) => outcome.refused).map((outcome) => outcome.refused)).toEqual([
        'MONEY_NOT_ENOUGH',
      ]);
      const opened = own.find((outcome) => outcome.posted)!.posted!;
      const wallet = await ledger.memberAccount(memberId, 'wallet');
      // Each answer shows its own member's balance after its own movement.
      expect(opened.balances.get(wallet.id)).toBe(4000);
      expect(await balance(memberId, 'wallet')).toBe(4000);
      expect(await balance(memberId, 'transfer_hold')).toBe(6000);
    }
    await expectBooksBalanced(t);
  });

  it('one op key sent twice at once opens one movement', async () => {
    const memberId = members[0]!;
    const [first, second] = await Promise.all([
      hold(memberId, 100, 'group-test:same'),
      hold(memberId, 100, 'group-test:same'),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await balance(memberId, 'wallet')).toBe(3900);
  });

  it('concurrent settles share statements; a movement settled twice at once is settled once', async () => {
    const { rows } = await t.database.pool.query<{ id: number; memberId: number; amount: number }>(
      `SELECT id, member_id AS "memberId", amount FROM movements
       WHERE status = 'PENDING' AND op_key LIKE 'group-test:%' ORDER BY id`,
    );
    expect(rows.length).toBe(members.length + 1);
    const settle = async (row: (typeof rows)[number]) => {
      const held = await ledger.memberAccount(row.memberId, 'transfer_hold');
      const game = await ledger.memberAccount(row.memberId, 'game', 'pg');
      return ledger.close(row.id, 'SUCCESS', 'game_in_settle', [
        { account: held, amount: -Number(row.amount) },
        { account: game, amount: Number(row.amount) },
      ]);
    };
    const query = vi.spyOn(t.database.pool, 'query');
    const settled = await Promise.all([...rows, rows[0]!].map(settle));
    expect(Math.max(...batchSizes(query, 'ledger_close_many'))).toBeGreaterThan(1);
    query.mockRestore();
    expect(settled.filter(Boolean)).toHaveLength(rows.length);
    const { rows: journals } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_transactions WHERE kind = 'game_in_settle' AND movement_id = ANY($1)`,
      [rows.map((row) => row.id)],
    );
    expect(journals[0]!.n).toBe(rows.length);
    for (const memberId of members) {
      expect(await balance(memberId, 'transfer_hold')).toBe(0);
      expect(await balance(memberId, 'game')).toBe(memberId === members[0] ? 6100 : 6000);
    }
    await expectBooksBalanced(t);
  });
});
