import { z } from 'zod';
import { slipEntry } from './deposit-slip.ts';
import { localizedText } from './spin.ts';

/** POST /api/statement and POST /api/statement/slip: page from 1, limit rows (page size 10 in the UI). */
export const pageRequest = z.object({
  page: z.number().int().min(1).max(100_000),
  limit: z.number().int().min(1).max(100),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const statementTypes = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;
export type StatementType = (typeof statementTypes)[number];

/**
 * What a detail is about, so the member reads it in their language with Bangkok dates (issue 42);
 * `description` stays the spec's plain text. At most one of them is set.
 */
export const statementDetailFacts = z.object({
  /** A draw decided it (an invite claim, a refund added to the wallet): which, and whether it paid. */
  draw: z.object({ id: z.number().int(), won: z.boolean() }).optional(),
  /** The refund's period: from `start` (included) to `end` (excluded), instants. */
  period: z.object({ start: z.string(), end: z.string() }).optional(),
  /** A spin coupon claimed: its code and its prize's names. */
  coupon: z.object({ code: z.string(), names: localizedText }).optional(),
});
export type StatementDetailFacts = z.infer<typeof statementDetailFacts>;
export const statementDetail = statementDetailFacts.extend({ description: z.string() });
export type StatementDetail = z.infer<typeof statementDetail>;

const detail = statementDetail.optional();

/**
 * One statement entry (spec doc 2 section 3). from and to are places (WALLET, a provider code,
 * a deposit channel, BANK); status is SUCCESS, FAILED or anything else for in progress.
 */
export const statementEntry = z.object({
  reference: z.string(),
  statementType: z.enum(statementTypes),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  bonus: detail,
  promotion: detail,
  invite: detail,
  refund: detail,
  luckydraw: detail,
  /** Why an operator rejected or adjusted it (back-office, issue 10): shown under the line. */
  note: z.string().optional(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const statementReply = z.object({ total: z.number().int(), statements: z.array(statementEntry) });
export type StatementReply = z.infer<typeof statementReply>;

export const slipsReply = z.object({ total: z.number().int(), slips: z.array(slipEntry) });
export type SlipsReply = z.infer<typeof slipsReply>;

/** GET /api/statement/slip/reference/{reference}: a short-lived URL of the stored slip image. */
export const slipReferenceReply = z.object({ url: z.string() });
export type SlipReferenceReply = z.infer<typeof slipReferenceReply>;

/** POST /api/invite and POST /api/refund take the statement's page request (10 rows in the UI). */
export const rewardPageRequest = pageRequest;
