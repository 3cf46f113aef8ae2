import type { StatementType } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';

export interface StatementRow {
  reference: string;
  statementType: StatementType;
  from: string;
  to: string;
  status: string;
  /** Satang, always positive: the statement type says which way it went. */
  amount: number;
  createdAt: Date;
  /** The operator's reason the member reads (a rejected withdrawal, an adjustment); null otherwise. */
  note: string | null;
}

/**
 * One page of the member's movements, newest first, with the member's total in the same
 * statement (count over the whole filtered set, before LIMIT): one index walk of
 * movements_member_idx (member_id, id) backwards.
 */
export async function statementPage(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: StatementRow[] }> {
  const { rows } = await db.query<StatementRow & { total: number }>({
    name: 'statement_page_noted',
    text: `SELECT reference, statement_type AS "statementType", from_place AS "from", to_place AS "to",
       status, amount, created_at AS "createdAt", details->>'note' AS note, count(*) OVER ()::int AS total
     FROM movements WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    values: [memberId, page.limit, page.offset],
  });
  if (rows.length > 0) return { total: rows[0]!.total, rows };
  // A page past the end has no row to carry the total.
  if (page.offset === 0) return { total: 0, rows };
  const counted = await db.query<{ total: number }>({
    name: 'statement_total',
    text: 'SELECT count(*)::int AS total FROM movements WHERE member_id = $1',
    values: [memberId],
  });
  return { total: counted.rows[0]!.total, rows };
}
