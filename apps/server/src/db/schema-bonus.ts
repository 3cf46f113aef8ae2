import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorText } from '@wallet/contract';
import { createdAt, memberId, satang } from './columns.ts';

/**
 * Deposit bonuses and promotion codes (ADR 0040), one row each, operator-edited. A
 * promotion is a bonus that is not listed: members find it by typing its code.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Upper case, unique: promotion codes are found case-insensitively. */
    code: text('code').notNull(),
    promotion: boolean('promotion').notNull().default(false),
    type: text('type', { enum: ['limit', 'day', 'week'] }).notNull(),
    maxReceived: integer('max_received').notNull(),
    /** The bonus's description in each language (ADR 0085). */
    description: jsonb('description').$type<OperatorText>().notNull(),
    /** Bonus = percent of the qualifying deposit, at most maxBonus satang. */
    percent: integer('percent').notNull(),
    maxBonus: satang('max_bonus').notNull(),
    minDeposit: satang('min_deposit').notNull(),
    /** Percent of the bonus kept by the house when a withdrawal comes before the target. */
    percentFail: integer('percent_fail').notNull(),
    /** The bonus ends (and its money is free) at a total balance of (deposit + bonus) × targetTimes. */
    targetTimes: integer('target_times').notNull(),
    /** The bonus can also be ended once the total balance is under this (satang): the member lost it. */
    bustBelow: satang('bust_below').notNull(),
    /** A withdrawal after the target pays at most (deposit + bonus) × withdrawCapTimes. */
    withdrawCapTimes: integer('withdraw_cap_times').notNull(),
    /**
     * The money figures for kip members, in kip minor units (ADR 0190): nothing is converted from
     * the baht ones (ADR 0159). maxBonusKip 0 is no kip figure: the bonus is not offered to kip members.
     */
    maxBonusKip: satang('max_bonus_kip').notNull().default(0),
    minDepositKip: satang('min_deposit_kip').notNull().default(0),
    bustBelowKip: satang('bust_below_kip').notNull().default(0),
    banners: jsonb('banners').$type<{ image: string; html: OperatorText }[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bonuses_code_key').on(t.code),
    check('bonuses_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'bonuses_numbers',
      sql`${t.maxReceived} >= 1 AND ${t.percent} BETWEEN 1 AND 1000 AND ${t.maxBonus} > 0 AND ${t.minDeposit} >= 0
        AND ${t.percentFail} BETWEEN 0 AND 100 AND ${t.targetTimes} >= 1 AND ${t.bustBelow} >= 0
        AND ${t.withdrawCapTimes} >= 1`,
    ),
    check(
      'bonuses_kip_numbers',
      sql`${t.maxBonusKip} >= 0 AND ${t.minDepositKip} >= 0 AND ${t.bustBelowKip} >= 0`,
    ),
  ],
);

/**
 * A member's receipt of a bonus (the spec's userBonus): the deposit it was taken on (one
 * bonus per deposit), the money it gave, and its end. At most one is active per member.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' })
      .notNull()
      .references(() => bonuses.id),
    depositMovementId: bigint('deposit_movement_id', { mode: 'number' }).notNull(),
    deposit: satang('deposit').notNull(),
    bonus: satang('bonus').notNull(),
    /** Copied from the bonus when taken: an operator's later edit does not change a running bonus. */
    target: satang('target').notNull(),
    floor: satang('floor').notNull(),
    percentFail: integer('percent_fail').notNull(),
    withdrawCap: satang('withdraw_cap').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** clear (target or floor reached), withdraw (ended by a withdrawal). */
    endReason: text('end_reason', { enum: ['clear', 'withdraw'] }),
    /**
     * The member request's operation key (its Idempotency-Key) that took the bonus: a retry
     * after its process died answers the activation, not BONUS_ALREADY_ACTIVE (ADR 0195).
     */
    opKey: text('op_key'),
    /** The operation key of the member request that cleared it: its retry answers BONUS_CLEAR, not NO_DATA (ADR 0195). */
    endOpKey: text('end_op_key'),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bonuses_deposit_key').on(t.depositMovementId),
    uniqueIndex('member_bonuses_op_key_idx').on(t.opKey),
    uniqueIndex('member_bonuses_end_op_key_idx').on(t.endOpKey),
    uniqueIndex('member_bonuses_one_active')
      .on(t.memberId)
      .where(sql`${t.isActive}`),
    index('member_bonuses_member_idx').on(t.memberId, t.bonusId, t.createdAt),
    check('member_bonuses_ended', sql`${t.isActive} = (${t.endedAt} IS NULL)`),
  ],
);

/**
 * A withdrawal made while a bonus was held (ADR 0048): which bonus it ended and what it deducted
 * back to the house, so a rejection (operator or payout rail) can give both back in the
 * transaction that returns the payout. undoneAt is set when that happened.
 */
export const withdrawalBonusSplits = pgTable(
  'withdrawal_bonus_splits',
  {
    withdrawalMovementId: bigint('withdrawal_movement_id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    memberBonusId: bigint('member_bonus_id', { mode: 'number' })
      .notNull()
      .references(() => memberBonuses.id),
    payout: satang('payout').notNull(),
    deducted: satang('deducted').notNull(),
    /** The bonus_forfeit movement; null when nothing was deducted. */
    forfeitMovementId: bigint('forfeit_movement_id', { mode: 'number' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('withdrawal_bonus_splits_member_idx').on(t.memberId)],
);
