import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId } from './columns.ts';

/**
 * Every change of a member's coins (ADR 0058): earned by a deposit (one row per deposit
 * movement, the partial unique index), spent by a spin, won on one. members.coin is their sum,
 * changed in the same transaction as the row.
 */
export const spinCoinEntries = pgTable(
  'spin_coin_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    delta: integer('delta').notNull(),
    /** deposit, spin (the coin spent) or prize (coins won). */
    reason: text('reason').notNull(),
    /** The deposit movement that earned the coins. */
    movementId: bigint('movement_id', { mode: 'number' }),
    spinId: bigint('spin_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('spin_coin_entries_deposit_key')
      .on(t.movementId)
      .where(sql`${t.reason} = 'deposit'`),
    index('spin_coin_entries_member_idx').on(t.memberId),
    check('spin_coin_entries_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);

/** Every spin: the draw that chose its slice and what the slice paid (ADR 0059). */
export const spins = pgTable(
  'spins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    /** The request's operation key: a retry finds its spin instead of spinning again. */
    opKey: text('op_key'),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    sliceCode: text('slice_code').notNull(),
    /** The slice as it was drawn: labels and prize. */
    slice: jsonb('slice').notNull(),
    remainingCoin: integer('remaining_coin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('spins_op_key').on(t.opKey),
    uniqueIndex('spins_draw_key').on(t.drawId),
    index('spins_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * A prize won on the wheel (ADR 0060): a credit coupon waits to be claimed into the wallet
 * (amount in satang, the claim's movement once claimed); a coin coupon is applied when won
 * (amount in coins, claimed at once).
 */
export const spinCoupons = pgTable(
  'spin_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    spinId: bigint('spin_id', { mode: 'number' }).notNull(),
    /** The value the member claims it by. */
    coupon: text('coupon').notNull(),
    type: text('type').notNull(),
    sliceCode: text('slice_code').notNull(),
    names: jsonb('names').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    movementId: bigint('movement_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('spin_coupons_coupon_key').on(t.coupon),
    uniqueIndex('spin_coupons_spin_key').on(t.spinId),
    uniqueIndex('spin_coupons_movement_key').on(t.movementId),
    index('spin_coupons_member_idx').on(t.memberId, t.id),
    check('spin_coupons_amount_positive', sql`${t.amount} > 0`),
    check('spin_coupons_type', sql`${t.type} IN ('credit', 'coin')`),
  ],
);
