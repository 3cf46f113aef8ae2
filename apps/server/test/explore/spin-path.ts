import { randomUUID } from 'node:crypto';
import { pathOf, spinApi } from '@wallet/contract';
import { http } from '../server-process.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { giveCoins } from '../kits/spin.ts';

/**
 * A spin of the wheel (ADR 0059) on the settings' own wheel: one coin spent on a provably fair
 * draw, its prize (coins, or a credit coupon to claim) written with it. The draw is the server's
 * own (its seed, not the exploration's); the judge holds whatever it drew to the books.
 */
export const spinPath: MoneyPathDriver = {
  path: 'spin',
  settings: { spinActive: true },
  draw: () => ({ label: 'the settings wheel', faults: [], choice: 'spin' }),

  async prepare({ pool, member }) {
    await giveCoins(pool, member.memberId, 1);
    return { path: pathOf(spinApi.spin), body: {} };
  },

  async judge(context, replay) {
    return spinBooks(context, replay);
  },
};

async function spinBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{
    drawId: number;
    sliceCode: string;
    remainingCoin: number;
    coin: number;
    draws: number;
    entries: number;
    coupon: string | null;
  }>(
    `SELECT s.draw_id::int AS "drawId", s.slice_code AS "sliceCode", s.remaining_coin AS "remainingCoin", m.coin,
       (SELECT count(*)::int FROM draws d WHERE d.member_id = m.id AND d.purpose = 'spin') AS draws,
       (SELECT coalesce(sum(delta), 0)::int FROM spin_coin_entries e WHERE e.member_id = m.id) AS entries,
       (SELECT c.coupon FROM spin_coupons c WHERE c.spin_id = s.id) AS coupon
     FROM spins s JOIN members m ON m.id = s.member_id WHERE s.member_id = $1`,
    [member.memberId],
  );
  const [spin] = rows;
  if (rows.length !== 1 || !spin) return [`${rows.length} spins recorded for one coin`];
  const problems: string[] = [];
  if (spin.draws !== 1) problems.push(`${spin.draws} spin draws for one spin`);
  if (spin.coin !== spin.remainingCoin || spin.entries !== spin.coin)
    problems.push(
      `coins: ${spin.coin} held, ${spin.entries} in the entries, the spin left ${spin.remainingCoin}`,
    );
  const body = replay.body as {
    draw?: { id: number; outcome: string };
    remainingCoin?: number;
    coupon?: unknown;
  };
  if (
    replay.status !== 200 ||
    body.draw?.id !== spin.drawId ||
    body.draw.outcome !== spin.sliceCode ||
    body.remainingCoin !== spin.remainingCoin ||
    body.coupon !== spin.coupon
  )
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for spin ${JSON.stringify(spin)}`,
    );
  return problems;
}

/** A spin over HTTP that is not the request explored (a coupon's, won before its claim). */
export async function spinOnce(url: string, token: string): Promise<Record<string, unknown>> {
  const spun = await http.post(url, pathOf(spinApi.spin), {}, token, {
    'idempotency-key': `explore-spin-${randomUUID()}`,
  });
  if (spun.status !== 200) throw new Error(`spin: ${spun.status} ${spun.text}`);
  return spun.json() as Record<string, unknown>;
}
