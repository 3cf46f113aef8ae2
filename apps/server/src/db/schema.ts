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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorText } from '@wallet/contract';
import { createdAt } from './columns.ts';

export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  nameTH: text('name_th').notNull(),
  nameEN: text('name_en').notNull(),
  /** Filled by the reference-data seed at start; empty only until then. */
  nameLA: text('name_la').notNull().default(''),
  country: text('country', { enum: ['TH', 'LA'] }).notNull(),
  /** The operator's mark: a Thai bank the Lao site does not offer (contract bankServesSite). */
  thaiOnly: boolean('thai_only').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const sources = pgTable('sources', {
  code: text('code').primaryKey(),
  /** The name in each language (ADR 0085). */
  description: jsonb('description').$type<OperatorText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Operator-editable settings: one JSON value per key (see settings/defaults.ts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNo: text('bank_account_no').notNull(),
    currency: text('currency', { enum: ['LAK', 'BAHT'] }),
    sourceCode: text('source_code').references(() => sources.code),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    coin: integer('coin').notNull().default(0),
    /**
     * Set while the password is an operator's one-time password: until then it opens only
     * sessions that may set a new password; past it, it opens nothing (ADR 0053). Cleared by the
     * member's password change.
     */
    passwordResetExpiresAt: timestamp('password_reset_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    // One bank account belongs to one member: EXISTING_BANK is this constraint.
    uniqueIndex('members_bank_account_key').on(t.bankCode, t.bankAccountNo),
    index('members_invited_by_idx').on(t.invitedBy),
    // A bank feed's masked sender (xxx-x-x1234-x) is looked up by the digits it shows, a LIKE
    // with a leading wildcard: trigrams answer it without reading every member (ADR 0097, issue 23).
    index('members_bank_account_trgm_idx').using('gin', t.bankAccountNo.op('gin_trgm_ops')),
    check('members_coin_nonnegative', sql`${t.coin} >= 0`),
  ],
);

/**
 * Every change of a member's name or bank details, written by a trigger on `members` (whatever
 * path changed it): the withdrawal risk signal BANK_CHANGED and the member page's bank history
 * read it (issue 41, ADR 0164).
 */
export const memberBankChanges = pgTable(
  'member_bank_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    field: text('field', { enum: ['name', 'bank_code', 'bank_account_no', 'bank_account_name'] }).notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_bank_changes_member_idx').on(t.memberId, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    remember: boolean('remember').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Opened with a one-time password: only the password change and logout (ADR 0053). */
    passwordChangeOnly: boolean('password_change_only').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const otps = pgTable(
  'otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha256 of the otpToken handed to the client; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    phone: text('phone').notNull(),
    ref: text('ref').notNull(),
    /** HMAC of the code with the server secret: a leaked table does not give codes away. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: ['pending', 'verified', 'superseded', 'blocked', 'consumed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('otps_token_hash_key').on(t.tokenHash),
    index('otps_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** Fixed-window counters shared by every API node (login and OTP limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
export * from './schema-money.ts';
export * from './schema-deposit.ts';
export * from './schema-bonus.ts';
export * from './schema-invite.ts';
export * from './schema-backoffice.ts';
export * from './schema-spin.ts';
export * from './schema-bank-feed.ts';
export * from './schema-chat.ts';
export * from './schema-push.ts';
export * from './schema-member-notes.ts';
