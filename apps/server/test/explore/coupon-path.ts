import { pathOf, spinApi } from '@wallet/contract';
import { settingDefaults } from '../../src/modules/settings/index.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { giveCoins } from '../kits/spin.ts';
import { spinOnce } from './spin-path.ts';
import { memberBalance } from './member-balance.ts';

const PRIZE_BAHT = 55.25;
const PRIZE = 5525;

/**
 * A credit coupon's claim (ADR 0060): a wheel whose one slice is a credit prize, a spin that
 * wins it (not the request explored), then the claim moving it from the house's promotions to
 * the wallet, interrupted and replayed.
 */
export const couponPath: MoneyPathDriver = {
  path: 'coupon',
  settings: {
    spinActive: true,
    spin: {
      ...settingDefaults.spin,
      wheel: {
        name: 'explore',
        slices: [
          {
            code: 'CREDIT',
            labels: { th: 'CREDIT', la: 'CREDIT', en: 'CREDIT' },
            bgColor: '#000000',
            textColor: '#ffffff',
            htmlDescription: { th: '<p>CREDIT</p>' },
            prize: { type: 'credit', amount: PRIZE_BAHT, amountKip: 0 },
            weight: 1,
          },
        ],
      },
    },
  },
  draw: () => ({ label: 'a credit coupon', faults: [], choice: 'claim' }),

  async prepare({ server, pool, member }) {
    await giveCoins(pool, member.memberId, 1);
    const { coupon } = await spinOnce(server.url, member.token);
    return { path: pathOf(spinApi.claim), body: { coupon } };
  },

  async judge(context, replay) {
    return couponBooks(context, replay);
  },
};

async function couponBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{
    coupon: string;
    claimed: boolean;
    reference: string | null;
    status: string | null;
  }>(
    `SELECT c.coupon, c.claimed_at IS NOT NULL AS claimed, m.reference, m.status
     FROM spin_coupons c LEFT JOIN movements m ON m.id = c.movement_id WHERE c.member_id = $1`,
    [member.memberId],
  );
  const { rows: credits } = await pool.query<{ amount: number; status: string }>(
    `SELECT amount, status FROM movements WHERE member_id = $1 AND kind = 'luckydraw'`,
    [member.memberId],
  );
  const [coupon] = rows;
  if (rows.length !== 1 || !coupon) return [`${rows.length} coupons for one spin`];
  const problems: string[] = [];
  const wallet = await memberBalance(pool, member.memberId, 'wallet');
  if (!coupon.claimed || coupon.status !== 'SUCCESS')
    problems.push(`the coupon after recovery: ${JSON.stringify(coupon)}`);
  if (credits.length !== 1 || Number(credits[0]!.amount) !== PRIZE)
    problems.push(`books: ${JSON.stringify(credits)} credited for one coupon of ${PRIZE}`);
  if (wallet !== PRIZE) problems.push(`books: the wallet holds ${wallet} satang of ${PRIZE}`);
  if (
    replay.status !== 200 ||
    replay.body.reference !== coupon.reference ||
    replay.body.amount !== PRIZE_BAHT
  )
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for ${JSON.stringify(coupon)}`,
    );
  return problems;
}
