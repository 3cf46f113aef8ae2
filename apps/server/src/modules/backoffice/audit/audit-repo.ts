import type { AuditEntry, AuditPage } from '@wallet/contract';
import type { Queryable } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';

export interface AuditFilter {
  operatorId?: number;
  memberId?: number;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

interface Row {
  id: string;
  at: Date;
  operatorId: string | null;
  operatorUsername: string | null;
  operatorName: string | null;
  action: AuditEntry['action'];
  targetType: AuditEntry['targetType'];
  targetId: string;
  memberId: string | null;
  memberUsername: string | null;
  memberName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
  hash: string;
  total: string;
}

/** Searches the audit trail, newest first; every filter is optional. */
export async function searchAudit(db: Queryable, filter: AuditFilter): Promise<AuditPage> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    values.push(value);
    where.push(clause.replace('?', `$${values.length}`));
  };
  if (filter.operatorId !== undefined) add('a.operator_id = ?', filter.operatorId);
  if (filter.memberId !== undefined) add('a.member_id = ?', filter.memberId);
  if (filter.action !== undefined) add('a.action = ?', filter.action);
  if (filter.from !== undefined) add('a.at >= ?', filter.from);
  if (filter.to !== undefined) add('a.at < ?', filter.to);
  values.push(filter.limit, (filter.page - 1) * filter.limit);
  const { rows } = await db.query<Row>(
    `SELECT a.id, a.at, a.operator_id AS "operatorId", o.username AS "operatorUsername", o.name AS "operatorName",
            a.action, a.target_type AS "targetType", a.target_id AS "targetId", a.member_id AS "memberId",
            m.username AS "memberUsername", m.name AS "memberName",
            a.before, a.after, a.reason, a.ip, a.hash, count(*) OVER () AS total
     FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id LEFT JOIN members m ON m.id = a.member_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY a.id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  );
  const total = rows[0] ? Number(rows[0].total) : await countAll(db, where, values.slice(0, -2));
  return {
    total,
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      operator:
        row.operatorId === null
          ? null
          : {
              id: Number(row.operatorId),
              username: row.operatorUsername ?? '',
              name: row.operatorName ?? '',
            },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      memberId: row.memberId === null ? null : Number(row.memberId),
      member:
        row.memberId === null
          ? null
          : { id: Number(row.memberId), username: row.memberUsername ?? '', name: row.memberName ?? '' },
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      hash: row.hash,
    })),
  };
}

/** A page past the end has no rows to carry the count: count alone. */
async function countAll(db: Queryable, where: string[], values: unknown[]): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM operator_audit a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    values,
  );
  return Number(rows[0]!.total);
}

/** NO_USER unless the member exists (a member's trail is asked for by the member's id). */
export async function assertMemberExists(db: Queryable, memberId: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  if (!rowCount) fail('NO_USER');
}
