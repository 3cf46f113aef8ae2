import type pg from 'pg';
import {
  couponValue,
  toBaht,
  type LocalizedText,
  type MemberSpinReply,
  type SpinClaimReply,
  type SpinCoupon,
} from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { crashPoint } from '../../lib/crash-point.ts';

/** Whether a member has a bonus running: the bonus module answers it (ADR 0040). */
export interface ActiveBonus {
  isActive(memberId: number): Promise<boolean>;
}

interface CouponRow {
  id: number;
  coupon: string;
  type: 'credit' | 'coin';
  sliceCode: string;
  names: LocalizedText;
  amount: number;
  createdAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
  movementId: number | null;
  expired: boolean;
}

const COUPON_COLUMNS = `id, coupon, type, slice_code AS "sliceCode", names, amount, created_at AS "createdAt",
  expires_at AS "expiresAt", claimed_at AS "claimedAt", movement_id AS "movementId", expires_at <= now() AS expired`;

class OpKeyTaken extends Error {}

/**
 * Coupons (ADR 0060): the prizes a member won. A credit coupon is claimed once, before it
 * expires and while no bonus is running, by a movement from the house's promotions account to
 * the wallet (statement detail `luckydraw`) in the same transaction that marks it claimed, with
 * its row locked: parallel claims move the money once, the others find it claimed.
 */
export class Coupons {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly events: BalanceEvents,
    private readonly activeBonus: ActiveBonus,
  ) {}

  async list(memberId: number): Promise<SpinCoupon[]> {
    const { rows } = await this.pool.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM spin_coupons WHERE member_id = $1 ORDER BY id DESC`,
      [memberId],
    );
    return rows.map(couponView);
  }

  /** What the back-office's member page shows: the coins and every coupon; NO_USER for no member. */
  async ofMember(memberId: number): Promise<MemberSpinReply> {
    const { rows } = await this.pool.query<{ coin: number }>('SELECT coin FROM members WHERE id = $1', [
      memberId,
    ]);
    if (!rows[0]) fail('NO_USER');
    return { coin: rows[0].coin, coupons: await this.list(memberId) };
  }

  async claim(memberId: number, value: string, opKey: string | undefined): Promise<SpinClaimReply> {
    const earlier = opKey ? await this.claimedBy(opKey) : undefined;
    if (earlier) return earlier;
    if (!couponValue.safeParse(value).success) fail('INVALID_CODE');
    const found = await this.find(memberId, value);
    refuseUnclaimable(found);
    if (await this.activeBonus.isActive(memberId)) fail('BONUS_REMAINING');
    const promotions = await this.ledger.houseAccountFor('promotions', memberId);
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    try {
      const reply = await this.ledger.inTransaction(async (books) => {
        const { rows } = await books.db.query<CouponRow>(
          `SELECT ${COUPON_COLUMNS} FROM spin_coupons WHERE id = $1 FOR UPDATE`,
          [found!.id],
        );
        const coupon = rows[0]!;
        refuseUnclaimable(coupon);
        const posted = await books.open(
          {
            memberId,
            statementType: 'bonus',
            kind: 'luckydraw',
            fromPlace: 'LUCKYDRAW',
            toPlace: 'WALLET',
            provider: null,
            amount: coupon.amount,
            opKey: opKey ?? `luckydraw:${coupon.id}`,
          },
          'SUCCESS',
          'luckydraw',
          [
            { account: promotions, amount: -coupon.amount },
            { account: wallet, amount: coupon.amount },
          ],
          {
            luckydraw: {
              description: `${coupon.coupon}: ${coupon.names.th}`,
              coupon: { code: coupon.coupon, names: coupon.names },
            },
          },
        );
        if (!posted) throw new OpKeyTaken();
        await books.db.query('UPDATE spin_coupons SET claimed_at = now(), movement_id = $2 WHERE id = $1', [
          coupon.id,
          posted.movement.id,
        ]);
        return { coupon: coupon.coupon, amount: toBaht(coupon.amount), reference: posted.movement.reference };
      });
      crashPoint('coupon.afterClaim');
      this.events.changed(memberId);
      return reply;
    } catch (error) {
      // Another run with this op key claimed first (a retry racing its original): answer with its claim.
      if (error instanceof OpKeyTaken) return (await this.claimedBy(opKey!)) ?? fail('NO_CLAIMABLE_COUPON');
      throw error;
    }
  }

  private async find(memberId: number, value: string): Promise<CouponRow | undefined> {
    const { rows } = await this.pool.query<CouponRow>(
      `SELECT ${COUPON_COLUMNS} FROM spin_coupons WHERE coupon = $1 AND member_id = $2`,
      [value, memberId],
    );
    return rows[0];
  }

  /** The claim a request's op key made, answered again. */
  private async claimedBy(opKey: string): Promise<SpinClaimReply | undefined> {
    const { rows } = await this.pool.query<{ coupon: string; amount: number; reference: string }>(
      `SELECT c.coupon, c.amount, m.reference FROM movements m JOIN spin_coupons c ON c.movement_id = m.id
       WHERE m.op_key = $1`,
      [opKey],
    );
    const row = rows[0];
    return row && { coupon: row.coupon, amount: toBaht(Number(row.amount)), reference: row.reference };
  }
}

/** Why a coupon cannot be claimed, in the order a member would want to hear it. */
function refuseUnclaimable(coupon: CouponRow | undefined): asserts coupon is CouponRow {
  if (!coupon) fail('INVALID_CODE');
  if (coupon.type !== 'credit') fail('INVALID_COUPON_TYPE');
  if (coupon.claimedAt) fail('NO_CLAIMABLE_COUPON');
  if (coupon.expired) fail('COUPON_EXPIRED');
}

export function couponView(row: CouponRow): SpinCoupon {
  const credit = row.type === 'credit';
  return {
    coupon: row.coupon,
    type: row.type,
    prize: { slice: row.sliceCode, name: row.names.th, names: row.names },
    amount: credit ? toBaht(Number(row.amount)) : Number(row.amount),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.claimedAt ? 'claimed' : row.expired ? 'expired' : 'claimable',
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
