import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId, satang } from './columns.ts';

/** Back-office operators (issue 10): apart from members, with their own sessions. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'finance', 'support'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; null: signs in without TOTP (support only). */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_username_key').on(t.username),
    check('operators_totp_for_money_roles', sql`${t.role} = 'support' OR ${t.totpSecret} IS NOT NULL`),
  ],
);

/**
 * What an admin (or the shell) did to an operator's account (ADR 0129): made it, gave it a role,
 * or reset its credentials. A grant that hands over credentials carries a one-time enrolment
 * link (only its hash is kept) through which the operator sets their own password and TOTP; the
 * admin never sees either. Where another active admin exists the grant waits for that admin's
 * confirmation, and the operator cannot sign in until then. The second-approver rule reads these
 * rows: who issued and who confirmed an operator's account decides whom it is independent of.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    kind: text('kind', { enum: ['create', 'role', 'password', 'totp'] }).notNull(),
    /** The grant replaces the password and TOTP: whoever enrols through its link holds the account. */
    credentials: boolean('credentials').notNull(),
    /** Null: the shell (the site owner on the machine, `npm run operator:add`, the demo seed). */
    issuedBy: bigint('issued_by', { mode: 'number' }).references(() => operators.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    tokenHash: text('token_hash'),
    /** The TOTP secret the link offers, until it is used (then it is the operator's). */
    totpSecret: text('totp_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    needsConfirmation: boolean('needs_confirmation').notNull(),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }).references(() => operators.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A newer grant for the same operator replaced this one before it was used or confirmed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_grants_token_key').on(t.tokenHash),
    index('operator_grants_operator_idx').on(t.operatorId),
  ],
);

/** Server-side operator sessions: an opaque token (only its hash is kept), idle-limited. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * The audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), each row
 * hashed with the one before it (written under a lock), so an edit breaks the chain.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    memberId: memberId(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('operator_audit_operator_idx').on(t.operatorId, t.id),
    index('operator_audit_member_idx').on(t.memberId, t.id),
    index('operator_audit_action_idx').on(t.action, t.id),
    index('operator_audit_at_idx').on(t.at),
  ],
);

/**
 * The decision on a withdrawal (one per withdrawal: the primary key is the double-click guard).
 * Only an approved withdrawal is ever sent to the payout rail; operator null: approved by the
 * automatic approval setting (`withdrawApproval.mode`) when it was made.
 */
export const withdrawalDecisions = pgTable('withdrawal_decisions', {
  movementId: bigint('movement_id', { mode: 'number' }).primaryKey(),
  decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  reason: text('reason'),
  decidedAt: createdAt(),
});

/**
 * ADR 0106: the first operator's approval of a withdrawal above the second-approver amount. The
 * withdrawal stays waiting (no decision) until another, independent operator approves it; one
 * first approval per withdrawal.
 */
export const withdrawalFirstApprovals = pgTable('withdrawal_first_approvals', {
  movementId: bigint('movement_id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  reason: text('reason'),
  approvedAt: createdAt(),
});

/** An operator's decision on a deposit review (`slip-12`, `deposit-34`). */
export const depositReviewDecisions = pgTable('deposit_review_decisions', {
  reviewId: text('review_id').primaryKey(),
  decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  amount: satang('amount'),
  reason: text('reason'),
  decidedAt: createdAt(),
});

/** Manual credits and debits against the house adjustments account, four eyes above a threshold. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amount: satang('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING_APPROVAL', 'APPLIED', 'REJECTED'] }).notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    /** The request's Idempotency-Key: a retried request finds its adjustment. */
    requestKey: text('request_key').notNull(),
    requestedAt: createdAt(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    movementId: bigint('movement_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('adjustments_request_key').on(t.requestedBy, t.requestKey),
    index('adjustments_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'PENDING_APPROVAL'`),
    index('adjustments_member_idx').on(t.memberId, t.id),
    check('adjustments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Every operator credit of a member's wallet (an adjustment credit, an approved deposit review, a
 * bank transfer an operator's evidence credits: a statement file's row, a typed amount, a settle
 * as new, ADR 0131), a manual payout returned to the wallet (ADR 0186): the record the
 * second-approver rule sums (ADR 0054). WAITING: one operator
 * asked, it waits for a second; APPLIED: money moved; CANCELLED: rejected.
 */
export const operatorCredits = pgTable(
  'operator_credits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    source: text('source', {
      enum: ['adjustment', 'deposit_review', 'bank_transfer', 'payout_return'],
    }).notNull(),
    /** The adjustment's id, the review's (`slip-12`, `deposit-34`) or the transfer's (`transfer-5`). */
    sourceId: text('source_id').notNull(),
    amount: satang('amount').notNull(),
    /** Who asked (the adjustment's requester) or approved first (a deposit review). */
    firstOperatorId: bigint('first_operator_id', { mode: 'number' }).notNull(),
    secondOperatorId: bigint('second_operator_id', { mode: 'number' }),
    status: text('status', { enum: ['WAITING', 'APPLIED', 'CANCELLED'] }).notNull(),
    reason: text('reason'),
    /** The bank-feed batch it came in (ADR 0131): the file, or the one item, the operator supplied. */
    batchId: bigint('batch_id', { mode: 'number' }),
    /** When and why the second operator decided it (a bank-feed credit, ADR 0131). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_credits_source_key').on(t.source, t.sourceId),
    index('operator_credits_member_idx').on(t.memberId, t.appliedAt),
    index('operator_credits_operator_idx').on(t.firstOperatorId, t.appliedAt),
    check('operator_credits_amount_positive', sql`${t.amount} > 0`),
    index('operator_credits_batch_idx').on(t.batchId),
  ],
);

/**
 * What one operator supplied as a bank transfer's evidence (ADR 0131): a statement file (its name
 * and sha256), an UNPARSED item's typed amount, an AMBIGUOUS item settled as new, or a match of a
 * transfer only a file showed. Its credits are the operator_credits rows with this batch_id.
 */
export const operatorCreditBatches = pgTable('operator_credit_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind', { enum: ['statement', 'typed_amount', 'settle_new', 'match'] }).notNull(),
  fileName: text('file_name'),
  fileSha256: text('file_sha256'),
  bankCode: text('bank_code'),
  accountNo: text('account_no'),
  /** The queue item (typed amount, settle, match); null for a file. */
  itemId: text('item_id'),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

/**
 * A money-control setting's change that waits (issue 37, ADR 0130): one admin asked for it with a
 * reason; a second admin confirms it (APPLIED) or rejects it, the asker cancels it. On a site with
 * no second admin who may confirm, `applies_at` is when it applies by itself (the delay setting,
 * read when it was asked for), unless cancelled before.
 */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The settings group the change was sent to (its screen). */
    group: text('group_name').notNull(),
    /** The waiting settings as stored when asked for, and as they will be. */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    reason: text('reason').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    requestedAt: createdAt(),
    appliesAt: timestamp('applies_at', { withTimezone: true }),
    status: text('status', { enum: ['WAITING', 'APPLIED', 'REJECTED', 'CANCELLED'] }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('setting_changes_waiting_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'WAITING'`),
    index('setting_changes_recent_idx').on(t.decidedAt),
  ],
);

/**
 * The team alerts told (ADR 0177): one row per condition while it lasts (`withdrawal:<id>`,
 * `feedSilent:<account>:<source>`, `feedUnmatched`), claimed before the post, so a restart or a
 * second node tells nothing twice; a failed post marks its claim failed, for the next run to claim
 * again. A row whose condition has ended is deleted, so the same condition arising again is told
 * again (with a new retry key).
 */
export const teamAlertsSent = pgTable('team_alerts_sent', {
  alertKey: text('alert_key').primaryKey(),
  /** The alert's kind (withdrawalWaiting, creditWaiting…): which run's conditions own the row. */
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * One per telling, kept across its retries: LINE's X-Line-Retry-Key (ADR 0191), so a post that
   * timed out but was delivered is not delivered again when the next run retries it.
   */
  retryKey: uuid('retry_key').notNull().defaultRandom(),
  /** When its post last failed (null: told, or being told): the next run claims it again. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
});
