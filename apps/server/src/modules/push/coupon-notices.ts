import type pg from 'pg';
import { periodContaining } from '../../lib/bangkok-period.ts';

const DAY_MS = 86_400_000;

/** One member's credit coupons that expire tomorrow, claimed as told. */
export interface ExpiringCoupons {
  memberId: number;
  /** Their sum, satang. */
  amount: number;
}

/**
 * Unclaimed credit coupons (the spin wheel's, ADR 0060) that expire tomorrow on the Bangkok
 * calendar, of members with a device, not told yet; each is claimed here (push_sent), so a run
 * on another node or an hour later tells nothing twice. A coupon won today is left out: the
 * member has just seen it.
 */
export async function untoldExpiringCoupons(pool: pg.Pool, now: Date): Promise<ExpiringCoupons[]> {
  const today = periodContaining('day', now);
  const tomorrowEnd = new Date(today.end.getTime() + DAY_MS);
  const { rows } = await pool.query<{ member_id: number; amount: string }>(
    `WITH expiring AS (
       SELECT c.id, c.member_id, c.amount FROM spin_coupons c
       WHERE c.type = 'credit' AND c.claimed_at IS NULL
         AND c.expires_at >= $1 AND c.expires_at < $2 AND c.created_at < $3
         AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.member_id = c.member_id)
     ), claimed AS (
       INSERT INTO push_sent (event_key) SELECT 'coupon:' || id FROM expiring
       ON CONFLICT DO NOTHING RETURNING event_key
     )
     SELECT e.member_id, sum(e.amount) AS amount
     FROM expiring e JOIN claimed c ON c.event_key = 'coupon:' || e.id GROUP BY e.member_id`,
    [today.end, tomorrowEnd, today.start],
  );
  return rows.map((row) => ({ memberId: Number(row.member_id), amount: Number(row.amount) }));
}

/** Claims older than any event still told (ten minutes for money, a day for coupons) are done with. */
export async function forgetOldClaims(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM push_sent WHERE sent_at < now() - interval '3 days'`);
}
