import type pg from 'pg';
import { DEFAULT_VAPID_SUBJECT, type Config, type VapidKeys } from '../../config.ts';
import { newVapidKeys } from '../../adapters/push/web-push.ts';

const KEY = 'secret:vapid';

/**
 * The VAPID keys pushes are signed with (ADR 0156): the configured ones; else, in the sandbox, one
 * pair made once and kept in the database as the token secret is (every node of a dev cluster
 * signs with it, and a device's subscription survives restarts); else none: push is off.
 */
export async function resolveVapidKeys(pool: pg.Pool, config: Config): Promise<VapidKeys | undefined> {
  if (config.vapid) return config.vapid;
  if (!config.sandbox) return undefined;
  await pool.query(`INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`, [
    KEY,
    JSON.stringify(newVapidKeys()),
  ]);
  const { rows } = await pool.query<{ value: { publicKey: string; privateKey: string } }>(
    'SELECT value FROM settings WHERE key = $1',
    [KEY],
  );
  const kept = rows[0]!.value;
  return {
    publicKey: kept.publicKey,
    privateKey: kept.privateKey,
    subject: config.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
  };
}
