import { z } from 'zod';
import { idParam, listSearch, pageQuery } from '../backoffice/common.ts';
import { text } from './common.ts';
import { slipStatus } from './deposit-slip.ts';
import { memberTag } from './member-notes-operator.ts';
import { statementTypes } from './statement.ts';

export const memberStatus = z.enum(['active', 'inactive']);

const bank = z.object({ code: z.string(), accountNo: z.string(), accountName: z.string() });

/**
 * GET /api/backoffice/members?q=&tag=: a phone number (or part of one), a name, a bank account
 * number, or a member id (`#123` or the digits alone also match phone and account); `tag` keeps
 * only the members carrying it (alone, it lists them all). Neither: no members.
 */
export const memberSearchQuery = z.object({ q: text(64).trim().optional(), tag: memberTag.optional() });

export const memberSearchResult = z.object({
  id: z.number().int(),
  /** The member's phone: it is also their username (the spec's registration). */
  username: z.string(),
  name: z.string(),
  status: memberStatus,
  bank,
  /** The wallet balance in baht, so the operator confirms a person they recognise, not a number. */
  wallet: z.number(),
  createdAt: z.string(),
  tags: z.array(memberTag),
});
export type MemberSearchResult = z.infer<typeof memberSearchResult>;

/** At most MEMBER_SEARCH_LIMIT rows, newest member first. */
export const MEMBER_SEARCH_LIMIT = 50;
export const memberSearchReply = z.object({ members: z.array(memberSearchResult) });
export type MemberSearchReply = z.infer<typeof memberSearchReply>;

export const memberParams = z.object({ memberId: idParam });

export const memberSessionView = z.object({
  /** The first characters of the session id: enough to tell them apart, not to use one. */
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  remember: z.boolean(),
  active: z.boolean(),
});

/** GET /api/backoffice/members/:memberId: profile, bank, balances (baht) and sessions. */
export const memberPage = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    status: memberStatus,
    currency: z.string().nullable(),
    sourceCode: z.string().nullable(),
    invitedBy: z.number().int().nullable(),
    coin: z.number().int(),
    createdAt: z.string(),
  }),
  bank: bank.extend({ nameTH: z.string(), nameEN: z.string() }),
  balances: z.object({
    wallet: z.number(),
    /** Money in flight: withdrawals waiting or paying, transfers to providers not settled. */
    withdrawalHold: z.number(),
    transferHold: z.number(),
    games: z.array(z.object({ code: z.string(), amount: z.number() })),
  }),
  sessions: z.array(memberSessionView),
});
export type MemberPage = z.infer<typeof memberPage>;

/** One ledger leg: the account (kind, and the provider or house name) and its signed amount in baht. */
export const journalLeg = z.object({ account: z.string(), amount: z.number() });
export const journalView = z.object({
  id: z.number().int(),
  kind: z.string(),
  createdAt: z.string(),
  legs: z.array(journalLeg),
});

/** One movement of the member with every journal it wrote (a hold, then its settlement). */
export const memberMovement = z.object({
  id: z.number().int(),
  reference: z.string(),
  statementType: z.enum(statementTypes),
  kind: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  amount: z.number(),
  /** The reason the member sees (a rejected withdrawal, an adjustment). */
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  journals: z.array(journalView),
});
export type MemberMovement = z.infer<typeof memberMovement>;

export const memberListQuery = z.object({ ...pageQuery });

/** The member statement's page and search (issue 27): dates, amounts, a reference. */
export const memberStatementQuery = z.object({ ...listSearch, ...pageQuery });
export type MemberStatementQuery = z.input<typeof memberStatementQuery>;

export const memberStatementReply = z.object({ total: z.number().int(), movements: z.array(memberMovement) });
export type MemberStatementReply = z.infer<typeof memberStatementReply>;

export const memberSlip = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  status: slipStatus,
  note: z.string().nullable(),
  createdAt: z.string(),
  imageUrl: z.string(),
});
export const memberSlipsReply = z.object({ total: z.number().int(), slips: z.array(memberSlip) });
export type MemberSlipsReply = z.infer<typeof memberSlipsReply>;

/** Lock / unlock answer: the member's status now and how many sessions ended. */
export const memberStatusReply = z.object({ status: memberStatus, sessionsEnded: z.number().int() });
export type MemberStatusReply = z.infer<typeof memberStatusReply>;

/**
 * POST /api/backoffice/members/:memberId/reset-password: the one-time password, shown once to the
 * operator to read to the member. It only lets the member set a new password, until expiresAt
 * (validMinutes after the reset; ADR 0053).
 */
/**
 * A member's password reset (ADR 0053): the one-time password went by SMS to the member's phone
 * (`sentTo`, masked); the operator never sees it.
 */
export const memberPasswordResetReply = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
  validMinutes: z.number().int(),
});
export type MemberPasswordResetReply = z.infer<typeof memberPasswordResetReply>;

export const revokedSessionsReply = z.object({ sessionsEnded: z.number().int() });
export type RevokedSessionsReply = z.infer<typeof revokedSessionsReply>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });

/**
 * GET /api/backoffice/members/:memberId/totals (issue 41): the member's whole picture to date, in
 * baht — paid deposits and withdrawals, bonuses, operator adjustments, per game provider what went
 * in and came back out (our transfers), what is still there and the member's result, and every
 * change of name or bank details.
 */
export const memberTotals = z.object({
  deposits: countAndAmount,
  withdrawals: countAndAmount,
  bonuses: countAndAmount,
  adjustments: z.object({ credit: z.number(), debit: z.number() }),
  games: z.array(
    z.object({
      provider: z.string(),
      in: z.number(),
      out: z.number(),
      /** Still on the provider (our game account's balance). */
      balance: z.number(),
      /** The member's win (positive) or loss: out + balance − in. */
      result: z.number(),
    }),
  ),
  bankHistory: z.array(
    z.object({
      field: z.enum(['name', 'bank_code', 'bank_account_no', 'bank_account_name']),
      before: z.string(),
      after: z.string(),
      at: z.string(),
    }),
  ),
});
export type MemberTotals = z.infer<typeof memberTotals>;
