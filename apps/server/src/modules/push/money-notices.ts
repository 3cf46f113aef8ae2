import type pg from 'pg';
import type { PushEvent } from './notices.ts';

interface SettledRow {
  id: number;
  statement_type: string;
  status: 'SUCCESS' | 'FAILED';
  amount: string;
}

/**
 * The member's deposits credited and withdrawals settled in the last minutes that no node has
 * told yet, each claimed here (push_sent) so that it is told once: every node hears a balance
 * change (a Redis bus), and a change that settles two at once tells both. Only since the member's
 * first device subscribed, so subscribing never replays the history; nothing at all for a member
 * with no device, which is one indexed look-up.
 */
const UNTOLD_SETTLEMENTS = `
  WITH since AS (
    SELECT CASE WHEN count(*) > 0 THEN greatest(min(created_at), now() - interval '10 minutes') END AS at
    FROM push_subscriptions WHERE member_id = $1
  ), settled AS (
    SELECT m.id, m.statement_type, m.status, m.amount
    FROM movements m, since
    WHERE since.at IS NOT NULL AND m.member_id = $1 AND m.updated_at >= since.at
      AND ((m.statement_type = 'deposit' AND m.status = 'SUCCESS')
        OR (m.kind = 'withdrawal' AND m.status IN ('SUCCESS', 'FAILED')))
  ), claimed AS (
    INSERT INTO push_sent (event_key) SELECT 'movement:' || id FROM settled
    ON CONFLICT DO NOTHING RETURNING event_key
  )
  SELECT s.* FROM settled s JOIN claimed c ON c.event_key = 'movement:' || s.id ORDER BY s.id`;

/** What the money that moved means to the member: the notices to send, in the order they happened. */
export async function untoldMoneyEvents(pool: pg.Pool, memberId: number): Promise<PushEvent[]> {
  const { rows } = await pool.query<SettledRow>(UNTOLD_SETTLEMENTS, [memberId]);
  return rows.map((row): PushEvent => {
    const amount = Number(row.amount);
    if (row.statement_type === 'deposit') return { kind: 'depositCredited', amount };
    return { kind: row.status === 'SUCCESS' ? 'withdrawalPaid' : 'withdrawalRejected', amount };
  });
}
