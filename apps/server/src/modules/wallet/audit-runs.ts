import type pg from 'pg';
import type { Tx } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import { auditLedger, type AuditReport } from './audit.ts';

export type AuditTrigger = 'schedule' | 'demand' | 'start';

/** A kept run of the ledger audit (ADR 0091). */
export interface AuditRun {
  id: number;
  trigger: AuditTrigger;
  startedAt: Date;
  ms: number;
  ok: boolean;
  journals: number;
  problems: string[];
}

/** The names of the checks a report failed, as the dashboard lists them. */
export function problemsOf(report: AuditReport): string[] {
  const problems: string[] = [];
  if (report.unbalancedJournals.length > 0) problems.push('unbalancedJournals');
  if (report.driftedAccounts.length > 0) problems.push('driftedAccounts');
  if (report.negativeAccounts.length > 0) problems.push('negativeAccounts');
  if (report.driftedCoins.length > 0) problems.push('driftedCoins');
  if (report.brokenCoupons.length > 0) problems.push('brokenCoupons');
  if (report.driftedDays.length > 0) problems.push('driftedDays');
  if (report.mixedCurrencyJournals.length > 0) problems.push('mixedCurrencyJournals');
  for (const [currency, book] of Object.entries(report.books))
    if (book.grandTotal !== 0) problems.push(currency === 'THB' ? 'grandTotal' : `grandTotal:${currency}`);
  return problems;
}

interface Row {
  id: string;
  trigger: AuditTrigger;
  startedAt: Date;
  ms: number;
  ok: boolean;
  journals: string;
  problems: string[];
}
const runOf = (row: Row): AuditRun => ({ ...row, id: Number(row.id), journals: Number(row.journals) });
const COLUMNS = `id, trigger, started_at AS "startedAt", ms, ok, journals, problems`;

/**
 * The ledger audit, run at start, on a schedule and when an operator asks, each run kept with
 * its result so the dashboard says when the books were last checked and what it found.
 */
export class LedgerAudits {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Audits the books, keeps the run, and lets the caller write beside it in the same
   * transaction (an operator's run is on the audit trail with it).
   */
  async run(
    trigger: AuditTrigger,
    alongside?: (tx: Tx, run: AuditRun) => Promise<void>,
  ): Promise<{ run: AuditRun; report: AuditReport }> {
    const startedAt = new Date();
    const report = await auditLedger(this.pool);
    const ms = Math.round(Date.now() - startedAt.getTime());
    const run = await inTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<Row>(
        `INSERT INTO ledger_audit_runs (trigger, started_at, ms, ok, journals, problems, report)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          trigger,
          startedAt,
          ms,
          report.ok,
          report.journals,
          JSON.stringify(problemsOf(report)),
          JSON.stringify(report),
        ],
      );
      const kept = runOf(rows[0]!);
      await alongside?.(tx, kept);
      return kept;
    });
    return { run, report };
  }

  async last(): Promise<AuditRun | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM ledger_audit_runs ORDER BY started_at DESC, id DESC LIMIT 1`,
    );
    return rows[0] ? runOf(rows[0]) : null;
  }
}
