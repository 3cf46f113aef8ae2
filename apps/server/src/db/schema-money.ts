import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, memberId, satang } from './columns.ts';

/** The game providers of the spec, seeded and operator-configurable. */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  category: text('category', { enum: ['slot', 'sport', 'lotto'] }).notNull(),
  logo: text('logo').notNull(),
  background: text('background').notNull(),
  ftWalletSlot: doublePrecision('ft_wallet_slot').notNull().default(1),
  webUrl: text('web_url'),
  androidUrl: text('android_url'),
  iosUrl: text('ios_url'),
  /** An operator closes a provider for new accounts (GAME_ACTIVATION_FAIL) without touching existing ones. */
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** A member's account at a provider: the credentials the provider gave us. */
export const gameAccounts = pgTable(
  'game_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    provider: text('provider').notNull(),
    username: text('username').notNull(),
    /** AES-GCM sealed with the server secret: members see it, a leaked table does not. */
    passwordSealed: text('password_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_accounts_member_provider_key').on(t.memberId, t.provider),
    uniqueIndex('game_accounts_provider_username_key').on(t.provider, t.username),
  ],
);

/**
 * Ledger accounts. Member accounts (wallet, one per game provider, and the holds of
 * money in flight) carry a materialised balance that can never go below zero. House
 * accounts (member_id null) are the other side of deposits, payouts and game results;
 * their balance is the sum of their entries and is not materialised, so they are never
 * a hot row that every transaction has to lock.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    kind: text('kind', {
      enum: ['wallet', 'game', 'transfer_hold', 'withdrawal_hold', 'invite', 'refund', 'house'],
    }).notNull(),
    /** The provider of a game account, the name of a house account, '' otherwise. */
    name: text('name').notNull().default(''),
    balance: satang('balance').notNull().default(0),
    /**
     * The book the account is kept in (ADR 0159): a member's accounts take the member's currency
     * (a trigger sets it from members.currency, whatever the insert says); the house has one
     * account of each name per currency. A journal's entries all share one (trigger, migration 0031).
     */
    currency: text('currency', { enum: ['THB', 'LAK'] })
      .notNull()
      .default('THB'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('ledger_accounts_owner_key').on(t.memberId, t.kind, t.name, t.currency).nullsNotDistinct(),
    check('ledger_accounts_currency_known', sql`${t.currency} IN ('THB', 'LAK')`),
    // A member has one account of each kind and name, in the member's currency.
    uniqueIndex('ledger_accounts_member_key')
      .on(t.memberId, t.kind, t.name)
      .where(sql`${t.memberId} IS NOT NULL`),
    check('ledger_accounts_member_nonnegative', sql`${t.memberId} IS NULL OR ${t.balance} >= 0`),
    check('ledger_accounts_house_unowned', sql`(${t.kind} = 'house') = (${t.memberId} IS NULL)`),
  ],
);

/** One balanced movement: its entries sum to zero (a trigger refuses any other, at the INSERT that wrote them). */
export const journalTransactions = pgTable(
  'journal_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    memberId: memberId(),
    movementId: bigint('movement_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('journal_transactions_movement_idx').on(t.movementId),
    // The dashboard reads the days not rolled up yet (today) by time (issue 27).
    index('journal_transactions_created_idx').on(t.createdAt),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journalTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: satang('amount').notNull(),
  },
  (t) => [
    index('journal_entries_journal_idx').on(t.journalId),
    index('journal_entries_account_idx').on(t.accountId),
    check('journal_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * What a member did with money, one row per operation, as the statement lists it
 * (statementType, from, to, status, amount, createdAt). Also the record of intent for
 * operations that call an outside system: a PENDING row is what the recovery job settles.
 */
export const movements = pgTable(
  'movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    memberId: memberId().notNull(),
    statementType: text('statement_type', {
      enum: ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'],
    }).notNull(),
    /** game_in (wallet to provider), game_out (provider to wallet), withdrawal, deposit_notice. */
    kind: text('kind').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    provider: text('provider'),
    amount: satang('amount').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED'] }).notNull(),
    /** Natural idempotency key of the operation: a retried request finds its first run here. */
    opKey: text('op_key'),
    details: jsonb('details'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('movements_reference_key').on(t.reference),
    uniqueIndex('movements_op_key').on(t.opKey),
    index('movements_member_idx').on(t.memberId, t.id),
    index('movements_pending_idx')
      .on(t.kind, t.updatedAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('movements_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * How many movements each member has: the statement's total, kept by a trigger on movements in
 * the same transaction as the movement (migration 0013), so no page counts the history (ADR 0070).
 */
export const memberStatements = pgTable('member_statements', {
  memberId: memberId().primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

/**
 * Each movement's place in its member's statement, 1 for the oldest: numbered by the same trigger,
 * so any page of POST /api/statement is one short range of this primary key (ADR 0070).
 */
export const movementPositions = pgTable(
  'movement_positions',
  {
    memberId: memberId().notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    /** No foreign key: only the trigger writes this, from the movement it is inserting. */
    movementId: bigint('movement_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.position] })],
);

/** Idempotency-Key of money-moving requests: the first answer, replayed to every retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: memberId().notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    reply: jsonb('reply'),
    /** While a request runs it owns the key; a crashed owner's lease runs out and a retry takes over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** The sandbox payout rail's own records. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  ref: text('ref').primaryKey(),
  amount: satang('amount').notNull(),
  bankCode: text('bank_code').notNull(),
  bankAccountNo: text('bank_account_no').notNull(),
  status: text('status', { enum: ['pending', 'completed', 'rejected'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * The manual payout rail's records (PAYOUT_RAIL=manual, ADR 0146): an approved withdrawal waits
 * here (`to_pay`) until a finance operator pays it in internet banking and records the bank's
 * reference (`paid`), or returns it with a reason (`returned`). The status is the rail's answer
 * the withdrawal settles from, so one row decides once, whoever clicks.
 */
export const manualPayouts = pgTable(
  'manual_payouts',
  {
    ref: text('ref').primaryKey(),
    amount: satang('amount').notNull(),
    bankCode: text('bank_code').notNull(),
    bankAccountNo: text('bank_account_no').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    status: text('status', { enum: ['to_pay', 'paid', 'returned'] })
      .notNull()
      .default('to_pay'),
    /** The bank's reference of the transfer finance made (paid only). */
    bankReference: text('bank_reference'),
    /** Why it was returned (returned only); the member reads it on the statement. */
    reason: text('reason'),
    operatorId: bigint('operator_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The bulk payment file it is in now (ADR 0173); null while the desk holds it. One file at a time. */
    batchId: bigint('batch_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One bank transfer pays one withdrawal: a reference typed twice is a mistake to refuse.
    uniqueIndex('manual_payouts_bank_reference_idx').on(t.bankReference),
    index('manual_payouts_status_idx').on(t.status, t.createdAt),
    index('manual_payouts_batch_idx').on(t.batchId),
  ],
);

/**
 * A bulk payment file exported from the "to pay" queue in one bank portal's layout (ADR 0173).
 * The file's bytes are kept as exported, so downloading it again gives the same bytes.
 */
export const payoutBatches = pgTable('payout_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  layout: text('layout', { enum: ['ktb', 'scb'] }).notNull(),
  fileName: text('file_name').notNull(),
  content: text('content').notNull(),
  count: integer('count').notNull(),
  total: satang('total').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/**
 * The payouts a batch's file holds and what the bank's result file (or an operator's typed
 * confirmation) said of each: open until decided, then paid or failed exactly once.
 */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    ref: text('ref').notNull(),
    line: integer('line').notNull(),
    amount: satang('amount').notNull(),
    outcome: text('outcome', { enum: ['open', 'paid', 'failed'] })
      .notNull()
      .default('open'),
    bankReference: text('bank_reference'),
    reason: text('reason'),
    /** A typed confirmation above the second-approver amount waits here for a second operator. */
    firstOperatorId: bigint('first_operator_id', { mode: 'number' }),
    firstAmount: satang('first_amount'),
    firstBankReference: text('first_bank_reference'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.ref] })],
);

/** Each result file imported for a batch; the same bytes twice are refused by the unique key. */
export const payoutBatchImports = pgTable(
  'payout_batch_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    summary: jsonb('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('payout_batch_imports_file_key').on(t.batchId, t.sha256)],
);

/**
 * The ledger's daily rollup (issue 27, ADR 0090): per closed Asia/Bangkok day, house account and
 * deposit channel, the sum of the journal's entries and how many there were. Written once per day
 * after the day has ended (`ledger_rolled_days` says which days are in), read by the dashboard
 * instead of the journal; the ledger audit recomputes every rolled day from the journal and
 * names a day whose rollup differs.
 */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The house account's name (deposits, payouts, bonuses ...). */
    account: text('account').notNull(),
    /** The deposit channel on the deposits account, '' on the others. */
    channel: text('channel').notNull().default(''),
    amount: satang('amount').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.account, t.channel] })],
);

/** The days the rollup holds (a day with no money still gets its row: it was rolled, empty). */
export const ledgerRolledDays = pgTable('ledger_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: createdAt(),
});

/**
 * Today's hourly rollup (issue 27, ADR 0112): per closed hour of a day not rolled yet, house
 * account and deposit channel, as the daily rollup; the dashboard reads today from these and the
 * journal of the current hour only. Dropped a day after their day is rolled; the audit checks
 * every kept hour.
 */
export const ledgerHourlyTotals = pgTable(
  'ledger_hourly_totals',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    account: text('account').notNull(),
    channel: text('channel').notNull().default(''),
    amount: satang('amount').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.account, t.channel] })],
);

/** The hours the hourly rollup holds (an hour with no money still gets its row). */
export const ledgerRolledHours = pgTable('ledger_rolled_hours', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  rolledAt: createdAt(),
});

/** Each ledger audit run and its result: on a schedule, at start, or asked for by an operator (ADR 0091). */
export const ledgerAuditRuns = pgTable(
  'ledger_audit_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trigger: text('trigger', { enum: ['schedule', 'demand', 'start'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    ms: integer('ms').notNull(),
    ok: boolean('ok').notNull(),
    journals: bigint('journals', { mode: 'number' }).notNull(),
    /** The checks that failed, by name (empty when ok). */
    problems: jsonb('problems').notNull(),
    report: jsonb('report').notNull(),
  },
  (t) => [index('ledger_audit_runs_started_idx').on(t.startedAt)],
);
