import type pg from 'pg';
import { CURRENCIES, type Currency } from '@wallet/contract';
import { driftedDays } from './daily-totals.ts';

export interface AuditReport {
  journals: number;
  unbalancedJournals: number[];
  /** Materialised balances that differ from the sum of their entries. */
  driftedAccounts: { id: number; balance: number; entries: number }[];
  negativeAccounts: number[];
  /** Members whose coin count differs from the sum of their coin entries (spin wheel, ADR 0058). */
  driftedCoins: { memberId: number; coin: number; entries: number }[];
  /**
   * Coupons whose money disagrees with them (ADR 0060): a claimed credit coupon without its
   * luckydraw movement of the same member and amount, or an unclaimed one with a movement.
   */
  brokenCoupons: number[];
  /** Rolled-up days (the dashboard's rollup, ADR 0090) whose sums differ from the journal. */
  driftedDays: string[];
  /** Journals whose entries are in more than one currency (ADR 0159: the trigger refuses them). */
  mixedCurrencyJournals: number[];
  /**
   * Each currency's books (ADR 0159): minor units per account kind (house accounts by name) and
   * the sum of all its entries, zero when that book balances. Kip and baht are never added.
   */
  books: Record<Currency, { totals: Record<string, number>; grandTotal: number }>;
  /** The baht book's totals (books.THB.totals), as the reports before the kip book read them. */
  totals: Record<string, number>;
  /** The baht book's sum of entries (books.THB.grandTotal). */
  grandTotal: number;
  ok: boolean;
}

/**
 * Checks the books, each currency on its own (ADR 0159): no journal mixes currencies, every
 * journal transaction sums to zero, every materialised balance
 * equals the sum of its entries, no member balance is negative, every member's coins are the
 * sum of their coin entries and every claimed coupon has exactly its money. Read-only, in one
 * repeatable-read snapshot so concurrent postings cannot make it report a false drift.
 */
export async function auditLedger(pool: pg.Pool): Promise<AuditReport> {
  const db = await pool.connect();
  const q = <T extends object>(text: string) => db.query<T>(text).then((result) => result.rows);
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const [{ journals }] = (await q<{ journals: number }>(
      'SELECT count(*)::bigint AS journals FROM journal_transactions',
    )) as [{ journals: number }];
    const unbalanced = await q<{ id: number }>(
      `SELECT journal_id AS id FROM journal_entries GROUP BY journal_id HAVING sum(amount) <> 0 ORDER BY 1 LIMIT 100`,
    );
    const drifted = await q<{ id: number; balance: number; entries: number }>(
      `SELECT a.id, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries
       FROM ledger_accounts a LEFT JOIN journal_entries e ON e.account_id = a.id
       WHERE a.member_id IS NOT NULL
       GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) ORDER BY a.id LIMIT 100`,
    );
    const negative = await q<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT 100',
    );
    const driftedCoins = await q<{ memberId: number; coin: number; entries: number }>(
      `SELECT m.id AS "memberId", m.coin, coalesce(sum(e.delta), 0)::int AS entries
       FROM members m LEFT JOIN spin_coin_entries e ON e.member_id = m.id
       GROUP BY m.id HAVING m.coin <> coalesce(sum(e.delta), 0) ORDER BY m.id LIMIT 100`,
    );
    const brokenCoupons = await q<{ id: number }>(
      `SELECT c.id FROM spin_coupons c LEFT JOIN movements mv ON mv.id = c.movement_id
       WHERE c.type = 'credit' AND (
         (c.claimed_at IS NULL) <> (c.movement_id IS NULL)
         OR (c.movement_id IS NOT NULL AND (mv.id IS NULL OR mv.kind <> 'luckydraw' OR mv.status <> 'SUCCESS'
             OR mv.member_id <> c.member_id OR mv.amount <> c.amount)))
       ORDER BY c.id LIMIT 100`,
    );
    const mixed = await q<{ id: number }>(
      `SELECT e.journal_id AS id FROM journal_entries e JOIN ledger_accounts a ON a.id = e.account_id
       GROUP BY e.journal_id HAVING count(DISTINCT a.currency) > 1 ORDER BY 1 LIMIT 100`,
    );
    const totals = await q<{ currency: Currency; label: string; total: number }>(
      `SELECT a.currency, CASE WHEN a.kind = 'house' THEN 'house:' || a.name ELSE a.kind END AS label,
              coalesce(sum(e.amount), 0)::bigint AS total
       FROM ledger_accounts a LEFT JOIN journal_entries e ON e.account_id = a.id
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const rollupDrift = await driftedDays(db);
    const books = Object.fromEntries(
      CURRENCIES.map((currency) => {
        const rows = totals.filter((row) => row.currency === currency);
        return [
          currency,
          {
            totals: Object.fromEntries(rows.map((row) => [row.label, row.total])),
            grandTotal: rows.reduce((sum, row) => sum + row.total, 0),
          },
        ];
      }),
    ) as AuditReport['books'];
    const balanced = CURRENCIES.every((currency) => books[currency].grandTotal === 0);
    return {
      journals,
      unbalancedJournals: unbalanced.map((row) => row.id),
      driftedAccounts: drifted,
      negativeAccounts: negative.map((row) => row.id),
      driftedCoins,
      brokenCoupons: brokenCoupons.map((row) => row.id),
      driftedDays: rollupDrift,
      mixedCurrencyJournals: mixed.map((row) => row.id),
      books,
      totals: books.THB.totals,
      grandTotal: books.THB.grandTotal,
      ok:
        unbalanced.length === 0 &&
        drifted.length === 0 &&
        negative.length === 0 &&
        driftedCoins.length === 0 &&
        brokenCoupons.length === 0 &&
        rollupDrift.length === 0 &&
        mixed.length === 0 &&
        balanced,
    };
  } finally {
    await db.query('COMMIT').catch(() => {});
    db.release();
  }
}
