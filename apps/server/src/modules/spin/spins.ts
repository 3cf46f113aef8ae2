import { randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  satangOf,
  type Locale,
  type SpinResultReply,
  type SpinSetupReply,
  type Weight,
} from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { DRAW_RECORD_COLUMNS, recordDrawsSql, type Draws, type LockedSeed } from '../draws/index.ts';
import type { SettingsService, SpinSettings, SpinSliceSetting } from '../settings/index.ts';
import { GroupCommit, KeyClaim, KeyTaken, type Answer, type Ledger } from '../wallet/index.ts';
import { COINS_LOCKED_WITH_SEED, type LockedCoins } from './coins.ts';
import { sliceView, wheelIn, wheelView, wheelWeights } from './wheel.ts';
import { crashPoint } from '../../lib/crash-point.ts';

const COUPON_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A coupon's value: LD and ten random characters (the contract's couponValue). */
export function newCouponValue(): string {
  return `LD${Array.from({ length: 10 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join('')}`;
}

class OpKeyTaken extends Error {}
/** A member of a batch has no current seed to lock now: the batch is written again one spin at a time. */
class SeedToMake extends Error {}

/** Spins written together at most: each holds its member's draw lock until the batch commits. */
const SPINS_PER_BATCH = 32;
/** Batches in flight at once: each holds a pool connection for its transaction. */
const BATCHES_IN_FLIGHT = 2;

/** The columns of one spin's row in the spin statement's input, beside the draw's and the key's. */
const SPIN_COLUMNS = `item int, member_id bigint, op_key text, slice_code text, slice jsonb, remaining_coin int,
  won int, coupon text, prize_type text, names jsonb, amount bigint, coupon_days int, credit boolean`;

/**
 * The spins' rows in one statement (issue 44: each round trip held the members' locks), one input
 * row per spin: the draw (recorded and its seed rotated, as the draws module writes it), the spin,
 * its coin entries, the coins changed by what was spent and won, the prize as a coupon (a credit
 * waits to be claimed, coins are recorded as claimed at once) and, keyed, the request's key with
 * its answer (ADR 0212). A spin whose op key already has a spin row, or whose key another request
 * holds, writes no spin: the caller rolls its draw back with the rest. One member per batch, so a
 * member's id names their row.
 */
const WRITE_SPINS = {
  name: 'spin_write_many',
  text: `WITH input AS (
       SELECT * FROM json_to_recordset($1::json)
         AS i(${SPIN_COLUMNS}, ${DRAW_RECORD_COLUMNS}, ${KeyClaim.ANSWERED_CLAIM_COLUMNS})
     ),
     claim AS (${KeyClaim.answeredClaimsSql('input')} RETURNING member_id),
     ${recordDrawsSql('input')},
     spun AS (
       INSERT INTO spins (member_id, op_key, draw_id, slice_code, slice, remaining_coin)
       SELECT member_id, op_key, draw_id, slice_code, slice, remaining_coin FROM input
       WHERE claim_key IS NULL OR member_id IN (SELECT member_id FROM claim)
       ON CONFLICT (op_key) DO NOTHING RETURNING id, member_id
     ),
     entries AS (
       INSERT INTO spin_coin_entries (member_id, delta, reason, spin_id)
       SELECT spun.member_id, entry.delta, entry.reason, spun.id
       FROM spun JOIN input USING (member_id), LATERAL (VALUES (-1, 'spin'), (input.won, 'prize')) AS entry(delta, reason)
       WHERE entry.delta <> 0
     ),
     coins AS (
       UPDATE members SET coin = coin + input.won - 1
       FROM input JOIN spun USING (member_id) WHERE members.id = input.member_id
     ),
     coupon AS (
       INSERT INTO spin_coupons (member_id, spin_id, coupon, type, slice_code, names, amount, expires_at, claimed_at)
       SELECT spun.member_id, spun.id, input.coupon, input.prize_type, input.slice_code, input.names, input.amount,
              now() + make_interval(days => input.coupon_days), CASE WHEN input.credit THEN NULL ELSE now() END
       FROM spun JOIN input USING (member_id) WHERE input.coupon IS NOT NULL
     )
     SELECT input.item, spun.id, input.member_id IN (SELECT member_id FROM claim) AS claimed
     FROM input LEFT JOIN spun USING (member_id)`,
};

/** One spin request, as the batch takes it: the wheel already in the member's currency. */
interface SpinItem {
  memberId: number;
  opKey: string | undefined;
  claim: KeyClaim | undefined;
  wheel: SpinSettings['wheel'];
  weights: Weight[];
  couponDays: number;
}

/** A spin drawn in the batch's transaction: its answer and its row of the spin statement's input. */
interface DrawnSpin {
  answer: Answer;
  row: Record<string, unknown>;
}

/**
 * The wheel (ADR 0059): a spin spends one coin on a provably fair draw (Draws, purpose spin)
 * over the slices' weights, in one transaction: the member's draw lock (taken first, as every
 * draw path does) with their coins locked after it, the draw and its reveal, the spin row, the
 * coin entries and the prize: coins added at once, a credit as a coupon to claim (ADR 0060). With
 * no coins nothing is drawn or written. A member's spins are one at a time (the draw lock).
 * Concurrent spins of different members share that transaction (group commit, ADR 0217): their
 * locks in one statement, their rows in another, one commit.
 */
export class Spins {
  private readonly batches = new GroupCommit<SpinItem, Answer | AppError>(
    (items) => this.spinMany(items),
    (item) => item.memberId,
    BATCHES_IN_FLIGHT,
    SPINS_PER_BATCH,
  );

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
    let answer: Answer | AppError;
    try {
      answer = await this.batches.submit({
        memberId,
        opKey,
        claim,
        wheel,
        weights,
        couponDays: config.couponDays,
      });
    } catch (error) {
      // Another run with this op key spun first (a retry racing its original, or one after its
      // key was pruned): answer with its spin.
      if (error instanceof OpKeyTaken) return { status: 200, body: (await this.byOpKey(opKey!))! };
      throw error;
    }
    if (answer instanceof AppError) throw answer;
    // Committed: the key holds this answer (runClaiming answers with it as is).
    claim?.claimedWith(answer);
    crashPoint('spin.afterDraw');
    return answer;
  }

  /**
   * Spins of different members in one transaction: their seeds and coins locked (in member order),
   * each drawn, and every spin's rows in one statement. A member with no coin is answered NO_COIN
   * and has nothing drawn or written. When one spin cannot be written with the others (its key or
   * op key taken, its seed to be made), the whole batch rolls back and GroupCommit writes each spin
   * alone, where that spin's own error is its answer.
   */
  private spinMany(items: SpinItem[]): Promise<(Answer | AppError)[]> {
    return this.ledger.inTransaction(async (books) => {
      const tx = books.db;
      const seeds =
        items.length === 1
          ? new Map([
              [
                items[0]!.memberId,
                await this.draws.lock<LockedCoins>(tx, items[0]!.memberId, COINS_LOCKED_WITH_SEED),
              ],
            ])
          : await this.draws.lockMany<LockedCoins>(
              tx,
              items.map((item) => item.memberId),
              COINS_LOCKED_WITH_SEED,
            );
      if (seeds.size < items.length) throw new SeedToMake();
      const answers: (Answer | AppError)[] = [];
      const drawn: DrawnSpin[] = [];
      for (const item of items) {
        const seed = seeds.get(item.memberId)!;
        if (seed.coin < 1) {
          answers.push(new AppError('NO_COIN'));
          continue;
        }
        const spin = await this.drawSpin(tx, item, seed, answers.length);
        answers.push(spin.answer);
        drawn.push(spin);
      }
      if (drawn.length === 0) return answers;
      const { rows } = await tx.query<{ item: number; id: number | null; claimed: boolean }>({
        ...WRITE_SPINS,
        values: [JSON.stringify(drawn.map((spin) => spin.row))],
      });
      for (const row of rows) {
        const item = items[row.item]!;
        // Another request holds the key: nothing was written, follow it (as openManyStatement's claim says).
        if (item.claim && !row.claimed) throw new KeyTaken();
        // The op key has its spin (a retry, or its key was pruned): answered from that spin.
        if (row.id === null) throw new OpKeyTaken();
      }
      return answers;
    });
  }

  /** One item's draw on its locked seed: the slice, the answer and the row that writes them. */
  private async drawSpin(
    tx: Tx,
    item: SpinItem,
    seed: LockedSeed & LockedCoins,
    index: number,
  ): Promise<DrawnSpin> {
    const ticket = await this.draws.draw(tx, item.memberId, seed, 'spin', item.weights);
    const slice = item.wheel.slices.find((entry) => entry.code === ticket.outcome)!;
    const { prize } = slice;
    const won = prize.type === 'coin' ? prize.amount : 0;
    const remainingCoin = seed.coin - 1 + won;
    const coupon = prize.type === 'none' ? null : newCouponValue();
    const answer: Answer = { status: 200, body: resultOf(slice, remainingCoin, coupon, ticket.id) };
    const credit = prize.type === 'credit';
    return {
      answer,
      row: {
        item: index,
        member_id: item.memberId,
        op_key: item.opKey ?? null,
        slice_code: slice.code,
        slice,
        remaining_coin: remainingCoin,
        won,
        coupon,
        prize_type: prize.type,
        names: slice.labels,
        amount: credit ? satangOf(prize.amount) : prize.type === 'coin' ? prize.amount : 0,
        coupon_days: item.couponDays,
        credit,
        ...(await ticket.recordRow(null)),
        ...item.claim?.answeredClaimRow(answer),
      },
    };
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
