import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { spinApi, type SandboxSettingsRequest } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { post, type Player } from '../money.ts';
import { settingDefaults } from '../../src/modules/settings/index.ts';

export type Slice = NonNullable<SandboxSettingsRequest['spin']>['wheel']['slices'][number];

/** A slice named by its code in every language. */
export const slice = (code: string, prize: Slice['prize'], weight = 1): Slice => ({
  code,
  labels: { th: code, la: code, en: code },
  bgColor: '#000000',
  textColor: '#ffffff',
  htmlDescription: { th: `<p>${code}</p>` },
  prize,
  weight,
});

/** A wheel whose only slice is this one: every spin lands on it. */
export const only = (one: Slice) => ({ ...settingDefaults.spin, wheel: { name: 'test', slices: [one] } });

/** The member's coins as the members row counts them. */
export async function coinsOf(t: TestApp, memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ coin: number }>('SELECT coin FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]!.coin;
}

/** Coins as deposits give them: an entry and the count together, so the audit's coin check holds. */
export async function giveCoins(pool: pg.Pool, memberId: number, coins: number): Promise<void> {
  await pool.query(
    `WITH e AS (INSERT INTO spin_coin_entries (member_id, delta, reason) VALUES ($1, $2, 'test'))
     UPDATE members SET coin = coin + $2 WHERE id = $1`,
    [memberId, coins],
  );
}

/** Sets the member's coins to `coins`, given or taken as deposits would (giveCoins). */
export async function setCoins(t: TestApp, memberId: number, coins: number): Promise<void> {
  const current = await coinsOf(t, memberId);
  if (current !== coins) await giveCoins(t.database.pool, memberId, coins - current);
}

/** The member's spin rows. */
export async function spinCount(t: TestApp, memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM spins WHERE member_id = $1',
    [memberId],
  );
  return rows[0]!.n;
}

export const spinOf = (t: TestApp, player: Player, key: string = randomUUID()) =>
  post(t.app, player, spinApi.spin, {}, key);

export const claimOf = (t: TestApp, player: Player, coupon: string, key: string = randomUUID()) =>
  post(t.app, player, spinApi.claim, { coupon }, key);
