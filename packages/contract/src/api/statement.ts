import { z } from 'zod';
import { slipEntry } from './deposit-slip.ts';

/** POST /api/statement and POST /api/statement/slip: page from 1, limit rows (page size 10 in the UI). */
export const pageRequest = z.object({
  page: z.number().int().min(1).max(100_000),
  limit: z.number().int().min(1).max(100),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const statementTypes = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;
export type StatementType = (typeof statementTypes)[number];

const detail = z.object({ description: z.string() }).optional();

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
