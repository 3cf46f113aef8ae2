import type { StatementDetail, StatementType } from '@wallet/contract';
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
  /** The optional bonus, promotion, invite, refund or luckydraw detail the movement was written with. */
  details: Record<string, StatementDetail> | null;
  /** The operator's reason the member reads (a rejected withdrawal, an adjustment); null otherwise. */
  note: string | null;
}

/**
 * One page of the member's movements, newest first, with the member's total (ADR 0070). The total
 * is the member's row in member_statements and each movement's place is its movement_positions
 * row, both kept by the movements trigger in the movement's own transaction: page N is the range
 * of positions (total - offset - limit, total - offset], a walk of `limit` primary-key entries
 * however long the history. One statement, one round trip; a page past the end has the total and
 * no rows.
 */
export async function statementPage(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: StatementRow[] }> {
  const { rows } = await db.query<StatementRow & { total: number }>({
    name: 'statement_page_positions',
    text: `WITH counted AS (
       SELECT coalesce((SELECT total FROM member_statements WHERE member_id = $1), 0)::int AS total
     )
     SELECT counted.total, m.reference, m.statement_type AS "statementType", m.from_place AS "from",
       m.to_place AS "to", m.status, m.amount, m.created_at AS "createdAt", m.details - 'note' AS details,
       m.details->>'note' AS note
     FROM counted
     LEFT JOIN LATERAL (
       SELECT p.position, p.movement_id FROM movement_positions p
       WHERE p.member_id = $1 AND p.position <= counted.total - $3 AND p.position > counted.total - $3 - $2
       ORDER BY p.position DESC
     ) AS page ON true
     LEFT JOIN movements m ON m.id = page.movement_id
     ORDER BY page.position DESC NULLS LAST`,
    values: [memberId, page.limit, page.offset],
  });
  // A page past the end is the one row of `counted`, with no movement joined to it.
  return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.reference !== null) };
}
