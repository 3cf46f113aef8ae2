import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
 * One bank transfer into one of the site's accounts, however many sources saw it (ADR 0075):
 * the first sighting (a feed entry or a slip) creates it, later ones join it. It is credited
 * once, under `op_key` (or by settling `notice_movement_id`), whichever sighting carries it out.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our bank and account (in full) the money reached. */
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    amount: satang('amount').notNull(),
    bankTime: timestamp('bank_time', { withTimezone: true }).notNull(),
    /**
     * How finely bank_time reads (ms): the finest source that saw the transfer (ADR 0133). Null on
     * transfers recorded before it was kept: read as the coarsest, a minute, so none is told apart
     * from a later sighting by a precision it never had.
     */
    timePrecisionMs: integer('time_precision_ms'),
    /** The bank's reference, once a sighting carried one. */
    reference: text('reference'),
    senderBank: text('sender_bank'),
    senderAccount: text('sender_account'),
    senderName: text('sender_name'),
    /** The sources that have seen it (push, notification, statement, slip). */
    seenBy: text('seen_by').array().notNull(),
    /**
     * CREDITED to member_id; REVIEW: more than one member fits (candidates); UNMATCHED: none does;
     * HELD: an operator's evidence would credit member_id, above the limits: it waits for a second
     * operator (ADR 0131) and nothing credits it meanwhile.
     */
    outcome: text('outcome', { enum: ['CREDITED', 'REVIEW', 'UNMATCHED', 'HELD'] }).notNull(),
    memberId: memberId(),
    /** How the member was found: sender, amount (a unique amount), notice, slip. */
    matchedBy: text('matched_by'),
    candidates: jsonb('candidates').$type<number[]>(),
    opKey: text('op_key'),
    /** The member's deposit notice this transfer settles, when it was matched to one (ADR 0014). */
    noticeMovementId: bigint('notice_movement_id', { mode: 'number' }),
    movementId: bigint('movement_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_transfers_match_idx').on(t.bankCode, t.accountNo, t.amount, t.bankTime),
    uniqueIndex('bank_transfers_reference_key')
      .on(t.bankCode, t.reference)
      .where(sql`${t.reference} IS NOT NULL`),
    // The day's reconciliation (ADR 0176): what the feed saw by the bank's time, and the transfer
    // each of the day's credits credited (its movement, its notice's movement, or its key).
    index('bank_transfers_bank_time_idx').on(t.bankTime),
    index('bank_transfers_movement_idx')
      .on(t.movementId)
      .where(sql`${t.movementId} IS NOT NULL`),
    index('bank_transfers_notice_movement_idx')
      .on(t.noticeMovementId)
      .where(sql`${t.noticeMovementId} IS NOT NULL`),
    index('bank_transfers_op_key_idx')
      .on(t.opKey)
      .where(sql`${t.opKey} IS NOT NULL`),
  ],
);

/**
 * Every delivery a feed source made, as it came (the raw text is kept): one row per natural key
 * per source, so a re-delivery is recognised. Unparsable notifications stay here for operators.
 */
export const bankFeedEntries = pgTable(
  'bank_feed_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source', { enum: ['push', 'notification', 'statement'] }).notNull(),
    naturalKey: text('natural_key').notNull(),
    deviceId: text('device_id'),
    bankCode: text('bank_code'),
    /** Our account as the source showed it. */
    account: text('account'),
    amount: satang('amount'),
    bankTime: timestamp('bank_time', { withTimezone: true }),
    reference: text('reference'),
    senderBank: text('sender_bank'),
    senderAccount: text('sender_account'),
    senderName: text('sender_name'),
    raw: text('raw').notNull(),
    /**
     * JOINED a transfer; UNPARSED (no parser read it); NO_ACCOUNT (not one of our accounts);
     * AMBIGUOUS (more than one transfer it could be: nothing moved, an operator looks).
     */
    status: text('status', { enum: ['JOINED', 'UNPARSED', 'NO_ACCOUNT', 'AMBIGUOUS'] }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** AMBIGUOUS: the known transfers it could be, when it came (ADR 0117); the operator picks among them. */
    candidates: jsonb('candidates').$type<number[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_feed_entries_natural_key').on(t.naturalKey),
    index('bank_feed_entries_status_idx').on(t.status, t.createdAt),
  ],
);

/** The phones that forward notifications, each with its own key (only its hash is kept). */
export const bankFeedDevices = pgTable('bank_feed_devices', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  keyHash: text('key_hash').notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Amounts made unique by their satang (POST /api/deposit/auto-amount): while open, no other
 * request on the same account holds the same amount (the partial unique index holds it).
 */
export const bankAmountRequests = pgTable(
  'bank_amount_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    amount: satang('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a transfer of this amount was matched to it. */
    transferId: bigint('transfer_id', { mode: 'number' }),
    /** OPEN until it expires (a sweep, or a new request), USED by a transfer. */
    status: text('status', { enum: ['OPEN', 'USED', 'EXPIRED'] }).notNull(),
    /** When the member asked again: the request stopped matching then, not at expires_at (issue 45). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_amount_requests_open_amount')
      .on(t.bankCode, t.accountNo, t.amount)
      .where(sql`${t.status} = 'OPEN'`),
    index('bank_amount_requests_member_idx').on(t.memberId, t.status),
    // The amounts still held on an account: every request whose window is not long over.
    index('bank_amount_requests_held_idx').on(t.bankCode, t.accountNo, t.expiresAt),
  ],
);

/**
 * An operator's placing of a feed item on a member (ADR 0079), or settling of an AMBIGUOUS
 * delivery (ADR 0117: the transfer it is, or the new one it made), one per item: the item id is
 * the key, so a second click finds the first decision and moves nothing.
 */
export const bankFeedDecisions = pgTable(
  'bank_feed_decisions',
  {
    /** `transfer-<id>` or `entry-<id>`, as the queue names it. */
    itemId: text('item_id').primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    /** The member credited; none for an AMBIGUOUS delivery settled on a transfer no member holds yet. */
    memberId: memberId(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_feed_decisions_transfer_idx').on(t.transferId)],
);
