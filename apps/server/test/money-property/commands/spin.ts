import { expect } from 'vitest';
import { spinApi } from '@wallet/contract';
import type { Command } from '../../money-model.ts';
import { poolOf, type PropertyContext } from '../context.ts';
import { send } from '../requests.ts';
import type { MemberStep, Outcome } from '../step.ts';

/** The spin wheel: a spin spends a coin (never below zero), a claim moves a credit coupon's amount once. */

export type SpinCommand = Extract<Command, { type: 'spin' | 'claimCoupon' }>;

interface SpinBooks {
  coins: number;
  /** The member's claimable credit coupons, oldest first: value and satang. */
  claimable: { coupon: string; amount: number }[];
  claimed: number;
}

async function spinBooks(ctx: PropertyContext, memberId: number): Promise<SpinBooks> {
  const pool = poolOf(ctx);
  const { rows: member } = await pool.query<{ coin: number }>('SELECT coin FROM members WHERE id = $1', [
    memberId,
  ]);
  const { rows: coupons } = await pool.query<{ coupon: string; amount: string; claimed: boolean }>(
    `SELECT coupon, amount, claimed_at IS NOT NULL AS claimed FROM spin_coupons
     WHERE member_id = $1 AND type = 'credit' AND (claimed_at IS NOT NULL OR expires_at > now()) ORDER BY id`,
    [memberId],
  );
  return {
    coins: member[0]!.coin,
    claimable: coupons
      .filter((row) => !row.claimed)
      .map((row) => ({ coupon: row.coupon, amount: Number(row.amount) })),
    claimed: coupons.filter((row) => row.claimed).length,
  };
}

export async function actOnSpin({ ctx, actor }: MemberStep, command: SpinCommand): Promise<Outcome> {
  const memberId = actor.player.memberId;
  const before = await spinBooks(ctx, memberId);
  if (command.type === 'spin') {
    const sent = await send(ctx, actor, spinApi.spin, {}, command.key);
    return {
      sent,
      expected: before.coins > 0 ? { status: 200 } : { status: 409, message: 'NO_COIN' },
      afterAnswer: async (answer) => {
        const after = await spinBooks(ctx, memberId);
        if (answer.status !== 200) {
          expect(after, 'a refused spin changes nothing').toEqual(before);
          return;
        }
        const prize = answer.json.prize as { type: string; amount?: number };
        const won = prize.type === 'coin' ? prize.amount! : 0;
        expect(after.coins, 'a spin costs one coin').toBe(before.coins - 1 + won);
        expect(answer.json.remainingCoin).toBe(after.coins);
        expect(after.claimable.length).toBe(before.claimable.length + (prize.type === 'credit' ? 1 : 0));
      },
    };
  }
  // The oldest claimable coupon, or one the member does not have.
  const target = before.claimable[0];
  const sent = await send(
    ctx,
    actor,
    spinApi.claim,
    { coupon: target?.coupon ?? 'LD0000000000' },
    command.key,
  );
  return {
    sent,
    expected: target ? { status: 200 } : { status: 400, message: 'INVALID_CODE' },
    afterAnswer: async (answer) => {
      const after = await spinBooks(ctx, memberId);
      if (answer.status !== 200) {
        expect(after, 'a refused claim changes nothing').toEqual(before);
        return;
      }
      expect(after.claimed, 'a claim claims one coupon').toBe(before.claimed + 1);
      expect(answer.json.amount).toBe(target!.amount / 100);
      actor.model.wallet += target!.amount;
      actor.model.rewards += target!.amount;
    },
  };
}
