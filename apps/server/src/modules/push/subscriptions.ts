import type pg from 'pg';
import type { Locale, PushSubscribeRequest } from '@wallet/contract';
import type { PushTarget } from '../../adapters/push/port.ts';

/** A device to tell, with how its texts are written. */
export interface Device extends PushTarget {
  language: Locale;
  showAmounts: boolean;
}

interface DeviceRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Locale;
  show_amounts: boolean;
}

/**
 * The devices that asked for notifications (ADR 0156): one row per push endpoint, owned by the
 * member and session that subscribed last (a shared phone's next member takes it over), ended with
 * that session, deleted when the push service says it is gone.
 */
export class PushSubscriptions {
  constructor(private readonly pool: pg.Pool) {}

  async subscribe(memberId: number, sessionId: string, device: PushSubscribeRequest): Promise<void> {
    await this.pool.query(
      `INSERT INTO push_subscriptions (endpoint, member_id, session_id, p256dh, auth, language, show_amounts)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (endpoint) DO UPDATE SET member_id = EXCLUDED.member_id, session_id = EXCLUDED.session_id,
         p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, language = EXCLUDED.language,
         show_amounts = EXCLUDED.show_amounts, updated_at = now()`,
      [
        device.endpoint,
        memberId,
        sessionId,
        device.keys.p256dh,
        device.keys.auth,
        device.language,
        device.showAmounts,
      ],
    );
  }

  /** Only the member's own device: another member's endpoint is left alone. */
  async unsubscribe(memberId: number, endpoint: string): Promise<void> {
    await this.pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND member_id = $2', [
      endpoint,
      memberId,
    ]);
  }

  /** A logout: the device of that session stops being told. */
  async sessionEnded(sessionId: string): Promise<void> {
    await this.pool.query('DELETE FROM push_subscriptions WHERE session_id = $1', [sessionId]);
  }

  /** Every session of the member but one ended (a password change, a lock). */
  async othersEnded(memberId: number, keepSessionId: string): Promise<void> {
    await this.pool.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND session_id <> $2', [
      memberId,
      keepSessionId,
    ]);
  }

  /** Every member with a device, for a node's set of them (module.ts). */
  async membersWithDevices(): Promise<number[]> {
    const { rows } = await this.pool.query<{ member_id: string }>(
      'SELECT DISTINCT member_id FROM push_subscriptions',
    );
    return rows.map((row) => Number(row.member_id));
  }

  /** The push service said the subscription is gone (404, 410). */
  async gone(endpoint: string): Promise<void> {
    await this.pool.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  }

  /**
   * The member's devices whose session is still open: a logout missed while a node was down never
   * leaves a device told.
   */
  async devicesOf(memberId: number): Promise<Device[]> {
    const { rows } = await this.pool.query<DeviceRow>(
      `SELECT p.endpoint, p.p256dh, p.auth, p.language, p.show_amounts
       FROM push_subscriptions p JOIN sessions s ON s.id = p.session_id
       WHERE p.member_id = $1 AND s.revoked_at IS NULL`,
      [memberId],
    );
    return rows.map((row) => ({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      language: row.language,
      showAmounts: row.show_amounts,
    }));
  }
}
