import type pg from 'pg';
import { toBaht, type ChatMemberQueueReply } from '@wallet/contract';

type Item = ChatMemberQueueReply['items'][number];

/**
 * The member's open queue items, for the agent's member card (issue 25): the same pending slips
 * and deposits the deposit-review queue lists (ADR 0074's notices among them), and withdrawals
 * still PENDING (waiting or paying). Read only, newest first, a handful at most.
 */
const OPEN_ITEMS = `
  SELECT * FROM (
    SELECT 'slip' AS kind, 'slip-' || id AS id, nullif(amount, 0) AS amount, created_at AS "createdAt"
    FROM slips WHERE member_id = $1 AND status = 'PENDING'
    UNION ALL
    SELECT CASE WHEN kind = 'deposit_notice' THEN 'notice' ELSE 'deposit' END, 'deposit-' || id, amount, created_at
    FROM movements WHERE member_id = $1 AND kind IN ('deposit', 'deposit_notice') AND status = 'PENDING'
    UNION ALL
    SELECT 'withdrawal', 'withdrawal-' || id, amount, created_at
    FROM movements WHERE member_id = $1 AND kind = 'withdrawal' AND status = 'PENDING'
  ) q ORDER BY "createdAt" DESC LIMIT 20`;

export async function memberQueue(pool: pg.Pool, memberId: number): Promise<Item[]> {
  const { rows } = await pool.query<{
    kind: Item['kind'];
    id: string;
    amount: string | null;
    createdAt: Date;
  }>(OPEN_ITEMS, [memberId]);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    amount: row.amount === null ? null : toBaht(Number(row.amount)),
    createdAt: row.createdAt.toISOString(),
  }));
}
