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
import { createdAt, memberId, satang } from './columns.ts';

/**
 * A member's provably fair seeds (ADR 0041). The server seed stays secret while the seed
 * is current (only its SHA-256 is shown); the draw that uses it reveals it, and the next seed
 * takes its place. One current seed per member (the partial unique index).
 */
export const drawSeeds = pgTable(
  'draw_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    /** 32 random bytes, hex. */
    serverSeed: text('server_seed').notNull(),
    /** sha256(serverSeed) hex: published before any draw uses the seed. */
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The member's own input, changeable while the seed is current. */
    clientSeed: text('client_seed').notNull(),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draw_seeds_one_current')
      .on(t.memberId)
      .where(sql`${t.revealedAt} IS NULL`),
    uniqueIndex('draw_seeds_hash_key').on(t.serverSeedHash),
  ],
);

/** Every chance draw: its inputs, the weights it was mapped onto and the outcome, with the movement it decided. */
export const draws = pgTable(
  'draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => drawSeeds.id),
    /** The member's draw count before this one: with the seeds, the HMAC's message. */
    nonce: integer('nonce').notNull(),
    /** invite_claim, refund_add, spin. */
    purpose: text('purpose').notNull(),
    /** [{ outcome, weight }] in the order the mapping walks them. */
    weights: jsonb('weights').notNull(),
    outcome: text('outcome').notNull(),
    /** The unbiased integer in [0, total weight) the outcome was read from. */
    roll: bigint('roll', { mode: 'number' }).notNull(),
    /** The movement whose money this draw decided (none for a spin: its spin row names the draw). */
    movementId: bigint('movement_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draws_member_nonce_key').on(t.memberId, t.nonce),
    uniqueIndex('draws_movement_key').on(t.movementId),
    index('draws_member_idx').on(t.memberId, t.id),
  ],
);

/**
 * Invite commission: one row per invitee and settlement period (the unique key makes the
 * accrual job idempotent), credited to the inviter's invite account in the same transaction.
 */
export const inviteAccruals = pgTable(
  'invite_accruals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
    inviteeId: bigint('invitee_id', { mode: 'number' }).notNull(),
    /** The period's first instant (Asia/Bangkok midnight, as UTC). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** The invitee's deposits minus withdrawals in the period, satang. */
    netDeposits: satang('net_deposits').notNull(),
    /** The commission, satang. */
    amount: satang('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_accruals_invitee_period_key').on(t.inviteeId, t.periodStart),
    index('invite_accruals_inviter_idx').on(t.inviterId, t.id),
    check('invite_accruals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A loss refund received into the refund balance: once per member and period (the unique key). */
export const refundReceipts = pgTable(
  'refund_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** The member's net loss in the period, satang. */
    netLoss: satang('net_loss').notNull(),
    amount: satang('amount').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
    /**
     * The member request's operation key (its Idempotency-Key) that received the refund: a
     * retry after its process died answers the receipt, not NO_REFUND (ADR 0195).
     */
    opKey: text('op_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refund_receipts_member_period_key').on(t.memberId, t.periodStart),
    uniqueIndex('refund_receipts_op_key_idx').on(t.opKey),
    check('refund_receipts_amount_positive', sql`${t.amount} > 0`),
  ],
);
