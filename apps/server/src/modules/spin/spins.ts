import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { satangOf, type Locale, type SpinResultReply, type SpinSetupReply } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import { fail } from '../../lib/app-error.ts';
import { recordDrawSql, type Draws, type DrawTicket } from '../draws/index.ts';
import type { SettingsService, SpinSliceSetting } from '../settings/index.ts';
import { KeyClaim, KeyTaken, type Answer, type Ledger } from '../wallet/index.ts';
import { COINS_LOCKED_WITH_SEED, type LockedCoins } from './coins.ts';
import { sliceView, wheelIn, wheelView, wheelWeights } from './wheel.ts';
import { crashPoint } from '../../lib/crash-point.ts';

const COUPON_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A coupon's value: LD and ten random characters (the contract's couponValue). */
export function newCouponValue(): string {
  return `LD${Array.from({ length: 10 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('')}`;
}

class OpKeyTaken extends Error {}

/** Where the draw's record parameters start in the spin's statement: after the spin's own 13. */
const DRAW_PARAMS = 14;
/** Where the key claim's start: after the draw's 11. */
const CLAIM_PARAMS = DRAW_PARAMS + 11;

/** The spin's write with (and without) the request's key claimed in it: named, planned once per connection. */
const WRITE_SPIN = {
  keyed: { name: 'spin_write_keyed', text: writeSpinSql(true) },
  unkeyed: { name: 'spin_write', text: writeSpinSql(false) },
};

/**
 * The spin's rows in one statement (issue 44: each round trip held the member's locks): the draw
 * (recorded and its seed rotated, as the draws module writes it), the spin, its coin entries, the coins changed by what was spent and won, the prize as a coupon (a credit
 * waits to be claimed, coins are recorded as claimed at once) and, keyed, the request's key with
 * its answer (ADR 0212). A spin row its op key already has, or a key another request holds,
 * writes nothing at all: the caller rolls the draw back too.
 */
function writeSpinSql(keyed: boolean): string {
  return `WITH ${keyed ? `claim AS (${KeyClaim.answeredClaimSql(CLAIM_PARAMS)} RETURNING 1),` : ''}
       ${recordDrawSql(DRAW_PARAMS)},
       spun AS (
         INSERT INTO spins (member_id, op_key, draw_id, slice_code, slice, remaining_coin)
         SELECT $1, $2, $3, $4, $5, $6 ${keyed ? 'WHERE EXISTS (SELECT 1 FROM claim)' : ''}
         ON CONFLICT (op_key) DO NOTHING RETURNING id
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
       SELECT (SELECT id FROM spun) AS id${keyed ? ', EXISTS (SELECT 1 FROM claim) AS claimed' : ''}`;
}

interface SpinRows {
  memberId: number;
  opKey: string | undefined;
  draw: DrawTicket;
  slice: SpinSliceSetting;
  remainingCoin: number;
  won: number;
  coupon: string | null;
}

async function writeSpin(
  tx: Tx,
  spin: SpinRows,
  couponDays: number,
  keyed: { claim: KeyClaim | undefined; answer: Answer },
): Promise<void> {
  const { prize } = spin.slice;
  const credit = prize.type === 'credit';
  const values = [
    spin.memberId,
    spin.opKey ?? null,
    spin.draw.id,
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
    ...(await spin.draw.recordValues(null)),
  ];
  const { rows } = await tx.query<{ id: number | null; claimed?: boolean }>(
    keyed.claim
      ? { ...WRITE_SPIN.keyed, values: [...values, ...keyed.claim.answeredClaimValues(keyed.answer)] }
      : { ...WRITE_SPIN.unkeyed, values },
  );
  const written = rows[0]!;
  // Another request holds the key: nothing was written, follow it (as openManyStatement's claim says).
  if (keyed.claim && !written.claimed) throw new KeyTaken();
  // The op key has its spin (a retry, or its key was pruned): answered from that spin.
  if (written.id === null) throw new OpKeyTaken();
}

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

  /**
   * One spin. With a claim (a keyed request, ADR 0212) the request's key is claimed with the
   * spin's answer by the spin's own statement, so a spin is one transaction and one commit: a
   * retry after it committed finds the key answered (runClaiming follows it), and another request
   * holding the key makes this one write nothing (KeyTaken). Without a claim (unkeyed, or a retry
   * following a key claimed on its own) a spin its op key already made is answered again.
   */
  async spin(memberId: number, opKey: string | undefined, claim?: KeyClaim): Promise<Answer> {
    const earlier = opKey && !claim ? await this.byOpKey(opKey) : undefined;
    if (earlier) return { status: 200, body: earlier };
    if (!(await this.settings.get('spinActive'))) fail('NO_DATA');
    const config = await this.settings.get('spin');
    // The prizes in the member's currency: the slice kept with the spin and its coupon pay that figure.
    const wheel = wheelIn(config.wheel, await this.ledger.currencyOf(memberId)) ?? fail('NO_DATA');
    const weights = wheelWeights(wheel) ?? fail('INVALID_PRIZE_CODE');
    try {
      const answer = await this.ledger.inTransaction(async (books) => {
        const tx = books.db;
        const seed = await this.draws.lock<LockedCoins>(tx, memberId, COINS_LOCKED_WITH_SEED);
        if (seed.coin < 1) fail('NO_COIN');
        const ticket = await this.draws.draw(tx, memberId, seed, 'spin', weights);
        const slice = wheel.slices.find((entry) => entry.code === ticket.outcome)!;
        const won = slice.prize.type === 'coin' ? slice.prize.amount : 0;
        const remainingCoin = seed.coin - 1 + won;
        const coupon = slice.prize.type === 'none' ? null : newCouponValue();
        const reply: Answer = { status: 200, body: resultOf(slice, remainingCoin, coupon, ticket.id) };
        await writeSpin(
          tx,
          { memberId, opKey, draw: ticket, slice, remainingCoin, won, coupon },
          config.couponDays,
          {
            claim,
            answer: reply,
          },
        );
        return reply;
      });
      // Committed: the key holds this answer (runClaiming answers with it as is).
      claim?.claimedWith(answer);
      crashPoint('spin.afterDraw');
      return answer;
    } catch (error) {
      // Another run with this op key spun first (a retry racing its original, or one after its
      // key was pruned): answer with its spin.
      if (error instanceof OpKeyTaken) return { status: 200, body: (await this.byOpKey(opKey!))! };
      throw error;
    }
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
