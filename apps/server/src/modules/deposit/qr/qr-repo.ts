import type pg from 'pg';
import type { QrChannel } from '@wallet/contract';

export interface QrRow {
  id: string;
  memberId: number;
  channel: QrChannel;
  /** Satang. */
  amount: number;
  status: 'ACTIVE' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  payload: string;
  gatewayRef: string;
  expiresAt: Date;
  /** Whole seconds left, by the database clock. */
  expireIn: number;
}

const COLUMNS = `id, member_id AS "memberId", channel, amount, status, payload, gateway_ref AS "gatewayRef",
  expires_at AS "expiresAt", GREATEST(0, floor(extract(epoch FROM expires_at - now())))::int AS "expireIn"`;

/**
 * The member's live QR on this channel. Expiry is applied lazily here: a QR past its time
 * is marked EXPIRED by the first read that sees it (the statement's snapshot predates the
 * update, hence the time test in the SELECT).
 */
export async function liveQr(
  pool: pg.Pool,
  memberId: number,
  channel: QrChannel,
): Promise<QrRow | undefined> {
  const { rows } = await pool.query<QrRow>(
    `WITH expired AS (
       UPDATE qr_codes SET status = 'EXPIRED', updated_at = now()
       WHERE member_id = $1 AND status = 'ACTIVE' AND expires_at <= now()
     )
     SELECT ${COLUMNS} FROM qr_codes
     WHERE member_id = $1 AND channel = $2 AND status = 'ACTIVE' AND expires_at > now()`,
    [memberId, channel],
  );
  return rows[0];
}

export interface NewQr {
  id: string;
  memberId: number;
  channel: QrChannel;
  amount: number;
  payload: string;
  gatewayRef: string;
  validitySeconds: number;
}

/** A QR whose gateway order we cancelled, so the gateway can be told. */
export interface ReplacedQr {
  channel: QrChannel;
  gatewayRef: string;
}

/**
 * Stores a new ACTIVE QR and retires the member's others in one transaction. Creates of one
 * member take turns (an advisory lock), so each sees the QR the previous one stored; the
 * qr_codes_one_active index is the backstop that holds even if that were forgotten.
 */
export async function replaceLiveQr(
  pool: pg.Pool,
  qr: NewQr,
): Promise<{ row: QrRow; replaced: ReplacedQr[] }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`qr:${qr.memberId}`]);
    // A QR already past its time is EXPIRED, not cancelled: its gateway order needs no call.
    const replaced = await client.query<ReplacedQr & { status: string }>(
      `UPDATE qr_codes
       SET status = CASE WHEN expires_at <= now() THEN 'EXPIRED' ELSE 'CANCELLED' END, updated_at = now()
       WHERE member_id = $1 AND status = 'ACTIVE'
       RETURNING channel, gateway_ref AS "gatewayRef", status`,
      [qr.memberId],
    );
    const inserted = await client.query<QrRow>(
      `INSERT INTO qr_codes (id, member_id, channel, amount, status, payload, gateway_ref, expires_at)
       VALUES ($1, $2, $3, $4, 'ACTIVE', $5, $6, now() + make_interval(secs => $7::double precision))
       RETURNING ${COLUMNS}`,
      [qr.id, qr.memberId, qr.channel, qr.amount, qr.payload, qr.gatewayRef, qr.validitySeconds],
    );
    await client.query('COMMIT');
    return {
      row: inserted.rows[0]!,
      replaced: replaced.rows
        .filter((row) => row.status === 'CANCELLED')
        .map(({ channel, gatewayRef }) => ({ channel, gatewayRef })),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Cancels the member's QR on this channel. undefined: no such QR of this member's;
 * cancelled false: it was no longer live (paid, expired or already cancelled).
 */
export async function cancelQr(
  pool: pg.Pool,
  memberId: number,
  channel: QrChannel,
  qrcodeId: string,
): Promise<{ cancelled: boolean; gatewayRef: string } | undefined> {
  const { rows } = await pool.query<{ gatewayRef: string; cancelled: boolean }>(
    `WITH cancelled AS (
       UPDATE qr_codes SET status = 'CANCELLED', updated_at = now()
       WHERE id = $1 AND member_id = $2 AND channel = $3 AND status = 'ACTIVE'
       RETURNING id
     )
     SELECT gateway_ref AS "gatewayRef", EXISTS (SELECT 1 FROM cancelled) AS cancelled
     FROM qr_codes WHERE id = $1 AND member_id = $2 AND channel = $3`,
    [qrcodeId, memberId, channel],
  );
  return rows[0];
}

/** A QR paid a short while ago, with how its payment ended. */
export interface PaidQr {
  id: string;
  /** Satang. */
  amount: number;
  outcome: 'CREDITED' | 'REVIEW';
}

/**
 * The member's latest QR on this channel when it was paid within `withinSeconds`: the page that
 * showed it learns it was paid (not cancelled or expired) when it reads the channel again.
 */
export async function recentlyPaidQr(
  pool: pg.Pool,
  memberId: number,
  channel: QrChannel,
  withinSeconds: number,
): Promise<PaidQr | undefined> {
  const { rows } = await pool.query<PaidQr>(
    `SELECT q.id, q.amount, p.outcome
     FROM (SELECT id, amount, status, updated_at FROM qr_codes
           WHERE member_id = $1 AND channel = $2 ORDER BY created_at DESC LIMIT 1) q
     JOIN LATERAL (SELECT outcome FROM gateway_payments WHERE qrcode_id = q.id
                   ORDER BY created_at LIMIT 1) p ON true
     WHERE q.status = 'PAID' AND q.updated_at > now() - make_interval(secs => $3)`,
    [memberId, channel, withinSeconds],
  );
  return rows[0];
}

/** The gateway order behind a QR (sandbox API). */
export async function qrById(pool: pg.Pool, qrcodeId: string): Promise<QrRow | undefined> {
  const { rows } = await pool.query<QrRow>(`SELECT ${COLUMNS} FROM qr_codes WHERE id = $1`, [qrcodeId]);
  return rows[0];
}
