import type pg from 'pg';

export interface AuditReport {
  journals: number;
  unbalancedJournals: number[];
  /** Materialised balances that differ from the sum of their entries. */
  driftedAccounts: { id: number; balance: number; entries: number }[];
  negativeAccounts: number[];
  /** Satang per account kind (house accounts by name), from the entries. */
  totals: Record<string, number>;
  /** Sum of every entry ever: zero when the books balance. */
  grandTotal: number;
  ok: boolean;
}

/**
 * Checks the books: every journal transaction sums to zero, every materialised balance
 * equals the sum of its entries, no member balance is negative. Read-only, in one
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
    const totals = await q<{ label: string; total: number }>(
      `SELECT CASE WHEN a.kind = 'house' THEN 'house:' || a.name ELSE a.kind END AS label,
              coalesce(sum(e.amount), 0)::bigint AS total
       FROM ledger_accounts a LEFT JOIN journal_entries e ON e.account_id = a.id
       GROUP BY 1 ORDER BY 1`,
    );
    const grandTotal = totals.reduce((sum, row) => sum + row.total, 0);
    return {
      journals,
      unbalancedJournals: unbalanced.map((row) => row.id),
      driftedAccounts: drifted,
      negativeAccounts: negative.map((row) => row.id),
      totals: Object.fromEntries(totals.map((row) => [row.label, row.total])),
      grandTotal,
      ok: unbalanced.length === 0 && drifted.length === 0 && negative.length === 0 && grandTotal === 0,
    };
  } finally {
    await db.query('COMMIT').catch(() => {});
    db.release();
  }
}
