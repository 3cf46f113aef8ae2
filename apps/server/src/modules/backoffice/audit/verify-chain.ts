import type { Queryable } from '../../../db/queryable.ts';
import { chainHash, GENESIS_HASH } from './audit-chain.ts';

export type ChainReport =
  { ok: true; rows: number } | { ok: false; rows: number; badId: number; why: string };

interface StoredRow {
  id: string;
  at: Date;
  operatorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  memberId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  prevHash: string;
  hash: string;
}

const BATCH = 1000;

/** Walks the audit trail in id order and recomputes every hash: the first row that does not match is named. */
export async function verifyAuditChain(db: Queryable): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const { rows: batch } = await db.query<StoredRow>(
      `SELECT id, at, operator_id AS "operatorId", action, target_type AS "targetType", target_id AS "targetId",
              member_id AS "memberId", before, after, reason, ip, prev_hash AS "prevHash", hash
       FROM operator_audit WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [afterId],
    );
    if (batch.length === 0) return { ok: true, rows };
    for (const row of batch) {
      const id = Number(row.id);
      if (row.prevHash !== prevHash)
        return { ok: false, rows, badId: id, why: 'previous hash does not match' };
      const expected = chainHash(prevHash, {
        id,
        at: row.at.toISOString(),
        operatorId: row.operatorId === null ? null : Number(row.operatorId),
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        memberId: row.memberId === null ? null : Number(row.memberId),
        before: row.before,
        after: row.after,
        reason: row.reason,
        ip: row.ip,
      });
      if (expected !== row.hash)
        return { ok: false, rows, badId: id, why: 'row content does not match its hash' };
      prevHash = row.hash;
      afterId = id;
      rows += 1;
    }
  }
}
