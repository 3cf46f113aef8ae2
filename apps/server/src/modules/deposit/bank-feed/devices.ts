import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

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
  async register(label: string, fixed?: { id: string; key: string }): Promise<{ id: string; key: string }> {
    const id = fixed?.id ?? `dev_${randomBytes(8).toString('hex')}`;
    const key = fixed?.key ?? randomBytes(24).toString('base64url');
    await this.pool.query(
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
}
