import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { satangOf, type Locale, type SpinResultReply, type SpinSetupReply } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import { fail } from '../../lib/app-error.ts';
import type { Draws } from '../draws/index.ts';
import type { SettingsService, SpinSliceSetting } from '../settings/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { lockedCoins } from './coins.ts';
import { sliceView, wheelIn, wheelView, wheelWeights } from './wheel.ts';
import { crashPoint } from '../../lib/crash-point.ts';

const COUPON_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A coupon's value: LD and ten random characters (the contract's couponValue). */
export function newCouponValue(): string {
  return `LD${Array.from({ length: 10 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('')}`;
}

class OpKeyTaken extends Error {}

/**
 * The wheel (ADR 0059): a spin spends one coin on a provably fair draw (Draws, purpose spin)
 * over the slices' weights, in one transaction: the member's draw lock (taken first, as every
 * draw path does), their coins (locked), the draw and its reveal, the spin row, the coin entries
 * and the prize: coins added at once, a credit as a coupon to claim (ADR 0060). With no coins
 * nothing is drawn or written. A member's spins are one at a time (the draw lock).
 */
export class Spins {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly draws: Draws,
    private readonly settings: SettingsService,
  ) {}

  async setup(memberId: number, locale: Locale): Promise<SpinSetupReply> {
    const [active, config, coins, currency] = await Promise.all([
      this.settings.get('spinActive'),
      this.settings.get('spin'),
      this.coins(memberId),
      this.ledger.currencyOf(memberId),
    ]);
    const wheel = active ? wheelIn(config.wheel, currency) : undefined;
    const depositPerCoin =
      currency === 'LAK'
        ? (await this.settings.get('kipAmounts')).depositKipPerCoin
        : config.depositBahtPerCoin;
    return { activeSpinwheel: wheel ? wheelView(wheel, locale) : null, userCoin: coins, depositPerCoin };
  }

  async spin(memberId: number, opKey: string | undefined): Promise<SpinResultReply> {
    const earlier = opKey ? await this.byOpKey(opKey) : undefined;
    if (earlier) return earlier;
    if (!(await this.settings.get('spinActive'))) fail('NO_DATA');
    const config = await this.settings.get('spin');
    // The prizes in the member's currency: the slice kept with the spin and its coupon pay that figure.
    const wheel = wheelIn(config.wheel, await this.ledger.currencyOf(memberId)) ?? fail('NO_DATA');
    const weights = wheelWeights(wheel) ?? fail('INVALID_PRIZE_CODE');
    try {
      const result = await this.ledger.inTransaction(async (books) => {
        const tx = books.db;
        const seed = await this.draws.lock(tx, memberId);
        const coins = await lockedCoins(tx, memberId);
        if (coins < 1) fail('NO_COIN');
        const ticket = await this.draws.draw(tx, memberId, seed, 'spin', weights);
        const slice = wheel.slices.find((entry) => entry.code === ticket.outcome)!;
        const won = slice.prize.type === 'coin' ? slice.prize.amount : 0;
        const remainingCoin = coins - 1 + won;
        const drawId = await ticket.record(null);
        const coupon = slice.prize.type === 'none' ? null : newCouponValue();
        await this.writeSpin(
          tx,
          { memberId, opKey, drawId, slice, remainingCoin, won, coupon },
          config.couponDays,
        );
        return resultOf(slice, remainingCoin, coupon, drawId);
      });
      crashPoint('spin.afterDraw');
      return result;
    } catch (error) {
      // Another run with this op key spun first (a retry racing its original): answer with its spin.
      if (error instanceof OpKeyTaken) return (await this.byOpKey(opKey!))!;
      throw error;
    }
  }

  private taken(): never {
    throw new OpKeyTaken();
  }

  /**
   * The spin's rows in one statement (issue 44: each round trip held the member's locks): the spin,
   * its coin entries, the coins changed by what was spent and won, and the prize as a coupon (a
   * credit waits to be claimed, coins are recorded as claimed at once). A spin row its op key
   * already has writes nothing at all (OpKeyTaken rolls the draw back too).
   */
  private async writeSpin(
    tx: Tx,
    spin: {
      memberId: number;
      opKey: string | undefined;
      drawId: number;
      slice: SpinSliceSetting;
      remainingCoin: number;
      won: number;
      coupon: string | null;
    },
    couponDays: number,
  ): Promise<void> {
    const { prize } = spin.slice;
    const credit = prize.type === 'credit';
    const { rows } = await tx.query<{ id: number }>(
      `WITH spun AS (
         INSERT INTO spins (member_id, op_key, draw_id, slice_code, slice, remaining_coin)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (op_key) DO NOTHING RETURNING id
       ),
       entries AS (
         INSERT INTO spin_coin_entries (member_id, delta, reason, spin_id)
         SELECT $1, entry.delta, entry.reason, spun.id
         FROM spun, (VALUES (-1, 'spin'), ($7::int, 'prize')) AS entry(delta, reason)
         WHERE entry.delta <> 0
       ),
       coins AS (
         UPDATE members SET coin = coin + $7::int - 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM spun)
       ),
       coupon AS (
         INSERT INTO spin_coupons (member_id, spin_id, coupon, type, slice_code, names, amount, expires_at, claimed_at)
         SELECT $1, spun.id, $8, $9, $4, $10, $11, now() + make_interval(days => $12::int),
                CASE WHEN $13::boolean THEN NULL ELSE now() END
         FROM spun WHERE $8::text IS NOT NULL
       )
       SELECT id FROM spun`,
      [
        spin.memberId,
        spin.opKey ?? null,
        spin.drawId,
        spin.slice.code,
        JSON.stringify(spin.slice),
        spin.remainingCoin,
        spin.won,
        spin.coupon,
        prize.type,
        JSON.stringify(spin.slice.labels),
        credit ? satangOf(prize.amount) : prize.type === 'coin' ? prize.amount : 0,
        couponDays,
        credit,
      ],
    );
    if (!rows[0]) this.taken();
  }

  private async coins(memberId: number): Promise<number> {
    const { rows } = await this.pool.query<{ coin: number }>('SELECT coin FROM members WHERE id = $1', [
      memberId,
    ]);
    return rows[0]?.coin ?? 0;
  }

  /** The spin a request's op key made, answered again. */
  private async byOpKey(opKey: string): Promise<SpinResultReply | undefined> {
    const { rows } = await this.pool.query<{
      slice: SpinSliceSetting;
      remainingCoin: number;
      drawId: number;
      coupon: string | null;
    }>(
      `SELECT s.slice, s.remaining_coin AS "remainingCoin", s.draw_id AS "drawId", c.coupon
       FROM spins s LEFT JOIN spin_coupons c ON c.spin_id = s.id WHERE s.op_key = $1`,
      [opKey],
    );
    const row = rows[0];
    return row && resultOf(row.slice, row.remainingCoin, row.coupon, Number(row.drawId));
  }
}

function resultOf(
  slice: SpinSliceSetting,
  remainingCoin: number,
  coupon: string | null,
  drawId: number,
): SpinResultReply {
  // The result names the slice by its labels (every language); its description is not sent.
  const view = sliceView(slice, 'th');
  return {
    code: view.code,
    label: view.label,
    labels: view.labels,
    remainingCoin,
    prize: view.prize,
    coupon,
    draw: { id: drawId, outcome: slice.code },
  };
}
