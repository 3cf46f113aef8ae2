import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { BankFeedDevice } from '@wallet/contract';
import type { Queryable } from '../../../db/queryable.ts';

const COLUMNS = `id, label, created_at AS "createdAt", last_seen_at AS "lastSeenAt", revoked_at AS "revokedAt"`;

interface DeviceRow {
  id: string;
  label: string;
  createdAt: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
}

const shown = (row: DeviceRow): BankFeedDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The header an SMS forwarder sends: `<device id>.<key>`. */
export const DEVICE_KEY_HEADER = 'x-device-key';

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/**
 * The phones that forward the site accounts' notifications, each with its own key (ADR 0076):
 * one lost phone is revoked alone. Only the key's hash is stored.
 */
export class BankFeedDevices {
  constructor(private readonly pool: pg.Pool) {}

  /** A new phone and its key (shown once); `id` and `key` given: the sandbox's fixed phone, kept as it is. */
  async register(
    label: string,
    fixed?: { id: string; key: string },
    db: Queryable = this.pool,
  ): Promise<{ id: string; key: string }> {
    const id = fixed?.id ?? `dev_${randomBytes(8).toString('hex')}`;
    const key = fixed?.key ?? randomBytes(24).toString('base64url');
    await db.query(
      `INSERT INTO bank_feed_devices (id, label, key_hash) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`,
      [id, label, hashOf(key).toString('hex')],
    );
    return { id, key };
  }

  /** The device a header names when its key is right and it is not revoked; undefined otherwise. */
  async authenticate(header: string | string[] | undefined): Promise<string | undefined> {
    const value = Array.isArray(header) ? header[0] : header;
    const at = value?.indexOf('.') ?? -1;
    if (!value || at <= 0 || value.length > 200) return undefined;
    const id = value.slice(0, at);
    const { rows } = await this.pool.query<{ keyHash: string }>(
      `UPDATE bank_feed_devices SET last_seen_at = now() WHERE id = $1 AND revoked_at IS NULL
       RETURNING key_hash AS "keyHash"`,
      [id],
    );
    if (!rows[0]) return undefined;
    return timingSafeEqual(Buffer.from(rows[0].keyHash, 'hex'), hashOf(value.slice(at + 1))) ? id : undefined;
  }

  async list(): Promise<BankFeedDevice[]> {
    const { rows } = await this.pool.query<DeviceRow>(
      `SELECT ${COLUMNS} FROM bank_feed_devices ORDER BY revoked_at IS NOT NULL, created_at DESC`,
    );
    return rows.map(shown);
  }

  async one(id: string, db: Queryable = this.pool): Promise<BankFeedDevice | undefined> {
    const { rows } = await db.query<DeviceRow>(`SELECT ${COLUMNS} FROM bank_feed_devices WHERE id = $1`, [
      id,
    ]);
    return rows[0] && shown(rows[0]);
  }

  /**
   * Revokes one phone's key at once, in the caller's transaction (its audit row goes with it).
   * Answers the device before and after, the row locked: a second revoke keeps the first time,
   * and the caller audits only the one that changed it. Undefined for an unknown device.
   */
  async revoke(
    tx: Queryable,
    id: string,
  ): Promise<{ before: BankFeedDevice; after: BankFeedDevice } | undefined> {
    const { rows } = await tx.query<DeviceRow>(
      `SELECT ${COLUMNS} FROM bank_feed_devices WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!rows[0]) return undefined;
    await tx.query(`UPDATE bank_feed_devices SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [
      id,
    ]);
    return { before: shown(rows[0]), after: (await this.one(id, tx))! };
  }
}
