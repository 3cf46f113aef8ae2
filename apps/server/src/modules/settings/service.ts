import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { LocalBus, type Bus } from '../../lib/bus.ts';
import { settings } from '../../db/schema.ts';
import { settingDefaults, type SettingKey, type Settings } from './defaults.ts';
import type { SpinSettings } from './spin-defaults.ts';
import { spinWithKipTwins } from './stored-spin.ts';

/** Settings are read on every request (site switch), so they are cached briefly per node. */
const CACHE_MS = 2000;

/**
 * Settings of plain figures that gained a field after sites had stored them (kipAmounts' coin
 * figure, ADR 0174): the stored value is read over the defaults, so a field it lacks reads as its
 * default (in the deposit hook and in the back-office's form alike) until an operator sets it.
 * Not for texts: a text stored in one language must not gain the defaults' other languages.
 */
const FIGURES_WITH_LATER_FIELDS: ReadonlySet<SettingKey> = new Set<SettingKey>([
  'kipAmounts',
  // sharedDeviceDays (ADR 0182).
  'withdrawalRisk',
]);

function storedValue<K extends SettingKey>(key: K, stored: unknown): Settings[K] {
  if (stored === undefined || stored === null) return settingDefaults[key];
  if (key === 'spin') return spinWithKipTwins(stored as SpinSettings) as Settings[K];
  if (FIGURES_WITH_LATER_FIELDS.has(key))
    return { ...(settingDefaults[key] as object), ...(stored as object) } as Settings[K];
  return stored as Settings[K];
}

/** What the settings bus carries: the settings changed, read them again. */
export interface SettingsChange {
  keys: string[];
}

export class SettingsService {
  private cache: { at: number; values: Settings } | undefined;

  /**
   * `changes` reaches every node (Redis with several): a change made on one node drops every
   * node's cache at once, the CACHE_MS expiry being only the bound when a message is lost.
   */
  constructor(
    private readonly db: Db,
    private readonly changes: Bus<SettingsChange> = new LocalBus(),
  ) {
    changes.on(() => (this.cache = undefined));
  }

  async all(): Promise<Settings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.values;
    const rows = await this.db.select().from(settings);
    const values = { ...settingDefaults } as Record<string, unknown>;
    for (const row of rows)
      if (row.key in values) values[row.key] = storedValue(row.key as SettingKey, row.value);
    this.cache = { at: Date.now(), values: values as Settings };
    return this.cache.values;
  }

  /** The cached value while it is fresh, without a promise: for per-request hooks. */
  peek<K extends SettingKey>(key: K): Settings[K] | undefined {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.values[key];
    return undefined;
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.all())[key];
  }

  /**
   * A setting read inside a transaction, on the transaction's own connection when the cache is
   * stale. Asking the pool instead would wait for a second connection while holding one: a burst
   * of such transactions (200 QR payments at once, the cache expiring under them) holds every
   * connection of the pool and waits forever.
   */
  async getIn<K extends SettingKey>(tx: Queryable, key: K): Promise<Settings[K]> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const { rows } = await tx.query<{ value: Settings[K] }>('SELECT value FROM settings WHERE key = $1', [
      key,
    ]);
    return storedValue(key, rows[0]?.value);
  }

  async set(values: Partial<Settings>): Promise<void> {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return;
    await this.db
      .insert(settings)
      .values(entries.map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    this.changes.publish({ keys: entries.map(([key]) => key) });
  }

  /**
   * The stored values of `keys` in a transaction, each row locked until it ends (a default for a
   * key never stored): what an operator's change is audited against.
   */
  async lockedIn(tx: Queryable, keys: SettingKey[]): Promise<Partial<Settings>> {
    await tx.query(
      'INSERT INTO settings (key, value) SELECT k, $2::jsonb->k FROM unnest($1::text[]) AS k ON CONFLICT (key) DO NOTHING',
      [keys, JSON.stringify(Object.fromEntries(keys.map((key) => [key, settingDefaults[key]])))],
    );
    const { rows } = await tx.query<{ key: SettingKey; value: unknown }>(
      'SELECT key, value FROM settings WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE',
      [keys],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<Settings>;
  }

  /** Writes values in the caller's transaction; `announce` once it committed. */
  async setIn(tx: Queryable, values: Partial<Settings>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      await tx.query(
        'INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [key, JSON.stringify(value)],
      );
    }
  }

  /** Hears every change (this node's and the others'): a module's own cache of a settings table drops. */
  onChange(listener: (change: SettingsChange) => void): () => void {
    return this.changes.on(listener);
  }

  /** Tells every node (this one at once) that these settings changed: their caches are dropped. */
  announce(keys: string[]): void {
    // A change that wrote nothing (it waits for a second admin, ADR 0130) tells no node.
    if (keys.length === 0) return;
    this.changes.publish({ keys });
  }

  /** Writes the defaults that are not stored yet; never overwrites an operator's value. */
  async seedDefaults(): Promise<void> {
    const keys = Object.keys(settingDefaults);
    const existing = await this.db
      .select({ key: settings.key })
      .from(settings)
      .where(inArray(settings.key, keys));
    const have = new Set(existing.map((row) => row.key));
    const missing = Object.entries(settingDefaults).filter(([key]) => !have.has(key));
    if (missing.length === 0) return;
    await this.db
      .insert(settings)
      .values(missing.map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  }
}
