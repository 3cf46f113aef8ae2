import { z } from 'zod';
import { reason } from '../backoffice/common.ts';
import { queuesSummary } from '../backoffice/queues.ts';
import { QR_CHANNELS } from '../constants.ts';

/**
 * The back-office's picture of the day and its reports (issue 27, ADR 0090). Every amount is baht
 * read from the ledger's journal; a period is a run of whole Asia/Bangkok days.
 */

/** A calendar day on the Bangkok calendar, `YYYY-MM-DD`. */
export const reportDay = z.iso.date();

/** The longest range a report or export covers: a year of days. */
export const REPORT_MAX_DAYS = 366;

/** Money and how many journals moved it. */
export const countedAmount = z.object({ amount: z.number(), count: z.number().int() });
export type CountedAmount = z.infer<typeof countedAmount>;

/** Deposit channels as the ledger knows them (the deposit's natural key says which one credited it). */
export const depositChannels = ['qr', 'slip', 'truemoney', 'bank', 'notice', 'other'] as const;
export const depositChannel = z.enum(depositChannels);
export type DepositChannel = z.infer<typeof depositChannel>;

/** What the promotions and operator credits cost the house in a period (net of what came back). */
export const periodCosts = z.object({
  bonus: z.number(),
  refund: z.number(),
  invite: z.number(),
  spin: z.number(),
  /** Manual adjustments: credits less debits. */
  adjustments: z.number(),
  /** Invite and refund money lost on a failed draw, back to the house. */
  forfeits: z.number(),
});
export type PeriodCosts = z.infer<typeof periodCosts>;

export const periodFigures = z.object({
  /** First day and last day (inclusive) of the period. */
  from: reportDay,
  to: reportDay,
  deposits: countedAmount.extend({
    byChannel: z.array(countedAmount.extend({ channel: depositChannel })),
  }),
  /** Withdrawals paid out (rejected or failed ones moved no money out). */
  withdrawals: countedAmount,
  newMembers: z.number().int(),
  /** Of the new members, how many have a credited deposit. */
  newMembersDeposited: z.number().int(),
  costs: periodCosts,
  /** Deposits less withdrawals paid: the cash that stayed with the house (ADR 0090). */
  houseNet: z.number(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

/** One day of the last 30, for the chart. */
export const dayFigures = z.object({
  day: reportDay,
  deposits: z.number(),
  withdrawals: z.number(),
  costs: z.number(),
  houseNet: z.number(),
});
export type DayFigures = z.infer<typeof dayFigures>;

/** A ledger audit run: its result, when and how it was started (ADR 0091). */
export const ledgerAuditRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'demand', 'start']),
  startedAt: z.string(),
  ms: z.number().int(),
  ok: z.boolean(),
  journals: z.number().int(),
  /** What failed, by check (empty when ok). */
  problems: z.array(z.string()),
});
export type LedgerAuditRun = z.infer<typeof ledgerAuditRun>;

/** A failure rate: how many tried, how many failed. */
export const errorRate = z.object({ total: z.number().int(), failed: z.number().int() });

/**
 * The outside systems the dashboard shows besides the game providers (their rate is above):
 * the SMS gateway, the slip verifier, TrueMoney, the QR payment gateways (one per channel) and
 * the payout rail (ADR 0116).
 */
export const OUTSIDE_SYSTEMS = ['sms', 'slipVerifier', 'trueMoney', 'qrGateway', 'payout'] as const;
export type OutsideSystem = (typeof OUTSIDE_SYSTEMS)[number];

/**
 * idle: not called since the node started; ok: its last call answered; failing: its last call
 * failed (refused, timed out, or the service said it failed).
 */
export const OUTSIDE_SYSTEM_STATES = ['idle', 'ok', 'failing'] as const;
export type OutsideSystemState = (typeof OUTSIDE_SYSTEM_STATES)[number];

/** One outside system's calls by the node that answered, since it started (ADR 0116). */
export const outsideSystemHealth = z.object({
  system: z.enum(OUTSIDE_SYSTEMS),
  /** The channel of a QR gateway; null for the others. */
  channel: z.enum(QR_CHANNELS).nullable(),
  total: z.number().int(),
  failed: z.number().int(),
  state: z.enum(OUTSIDE_SYSTEM_STATES),
  /** When its last call ended; null when idle. */
  lastAt: z.string().nullable(),
});
export type OutsideSystemHealth = z.infer<typeof outsideSystemHealth>;

/** One background job's runs (recovery rounds, the audit, housekeeping). */
export const jobActivity = z.object({
  job: z.string(),
  ok: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  lastAt: z.string().nullable(),
  lastOutcome: z.enum(['ok', 'failed', 'skipped']).nullable(),
});
export type JobActivity = z.infer<typeof jobActivity>;

export const dashboard = z.object({
  generatedAt: z.string(),
  today: periodFigures,
  yesterday: periodFigures,
  last30Days: periodFigures,
  /** The last 30 days one by one, oldest first (today last). */
  days: z.array(dayFigures),
  /** What waits, as GET /api/backoffice/queues answers it. */
  queues: queuesSummary,
  lastAudit: ledgerAuditRun.nullable(),
  recovery: z.object({
    /** Movements PENDING longer than the recovery age: what the recovery job has still to settle. */
    backlog: z.number().int(),
    /** The background jobs' runs on the node that answered, since it started. */
    jobs: z.array(jobActivity),
  }),
  errorRates: z.object({
    /** Game provider calls by the node that answered, since it started. */
    provider: errorRate,
    /** Approved withdrawals of the last 24 hours the payout rail failed. */
    payout: errorRate,
  }),
  /** The platform's readiness checks, each ok or failed right now. */
  health: z.record(z.string(), z.enum(['ok', 'failed'])),
  /** Every outside system but the game providers, in OUTSIDE_SYSTEMS order, gateways by channel. */
  outsideSystems: z.array(outsideSystemHealth),
});
export type Dashboard = z.infer<typeof dashboard>;

/** A date range on the Bangkok calendar, both days included. */
export const reportRangeQuery = z.object({ from: reportDay, to: reportDay });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const reportKinds = [
  'deposits',
  'withdrawals',
  'adjustments',
  'promotions',
  'reconciliation',
] as const;
export const reportKind = z.enum(reportKinds);
export type ReportKind = z.infer<typeof reportKind>;

/** GET /api/backoffice/reports/export: one report's rows as CSV, its total on the last line. */
export const reportExportQuery = reportRangeQuery.extend({ kind: reportKind });
export type ReportExportQuery = z.input<typeof reportExportQuery>;

/** POST /api/backoffice/reports/ledger-audit: why the operator runs it now (on the audit trail). */
export const ledgerAuditRequest = z.object({ reason });
