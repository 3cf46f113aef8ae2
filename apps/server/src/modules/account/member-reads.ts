import type { AuditAction } from '@wallet/contract';
import type pg from 'pg';
import type { Queryable } from '../../db/queryable.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';

/** The reads of one member's data an operator leaves in the audit trail (ADR 0052). */
export type MemberRead = Extract<AuditAction, 'member.view' | 'member.statement_view' | 'member.slips_view'>;

/** One row per operator, member and kind of read in this long: paging a statement is one read. */
export const MEMBER_READ_WINDOW_MS = 10 * 60_000;

/**
 * Records that an operator opened a member's page, statement or slips. A search is not a read
 * of one member and is not recorded. Within the window a repeat writes nothing, so the chain
 * (whose lock serialises every audited action) is not flooded by an operator paging or
 * reloading; the first read of each window is there, with who, when and from where.
 */
export class MemberReads {
  constructor(
    private readonly pool: pg.Pool,
    private readonly operators: OperatorSide,
    private readonly now: () => number = Date.now,
  ) {}

  async record(actor: Actor, memberId: number, action: MemberRead): Promise<void> {
    // Most reads are repeats: answered by one indexed query, without the chain's lock.
    if (await this.recorded(this.pool, actor, memberId, action)) return;
    await inTransaction(this.pool, async (tx) => {
      // Two reads at once (the app opens the page and a tab together): the second waits here,
      // then sees the first's committed row.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `member_read:${actor.operatorId}:${memberId}:${action}`,
      ]);
      if (await this.recorded(tx, actor, memberId, action)) return;
      await this.operators.appendAudit(tx, actor, {
        action,
        targetType: 'member',
        targetId: memberId,
        memberId,
      });
    });
  }

  private async recorded(db: Queryable, actor: Actor, memberId: number, action: MemberRead) {
    const { rowCount } = await db.query(
      `SELECT 1 FROM operator_audit
       WHERE member_id = $1 AND action = $2 AND operator_id IS NOT DISTINCT FROM $3 AND at > $4 LIMIT 1`,
      [memberId, action, actor.operatorId, new Date(this.now() - MEMBER_READ_WINDOW_MS).toISOString()],
    );
    return Boolean(rowCount);
  }
}
