import { toBaht, type InviteReply } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';

/** POST /api/invite: the member's invite records, newest first (from.name, amount, createdAt). */
export async function inviteRecords(
  db: Queryable,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<InviteReply> {
  const { rows } = await db.query<{
    name: string;
    amount: number;
    createdAt: Date;
    periodStart: Date;
    total: number;
  }>(
    `SELECT m.name, a.amount, a.created_at AS "createdAt", a.period_start AS "periodStart",
            count(*) OVER ()::int AS total
     FROM invite_accruals a JOIN members m ON m.id = a.invitee_id
     WHERE a.inviter_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.limit, page.offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const counted = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invite_accruals WHERE inviter_id = $1',
      [memberId],
    );
    total = counted.rows[0]!.n;
  }
  return {
    total,
    invites: rows.map((row) => ({
      from: { name: row.name },
      amount: toBaht(row.amount),
      createdAt: row.createdAt.toISOString(),
      periodStart: row.periodStart.toISOString(),
    })),
  };
}
