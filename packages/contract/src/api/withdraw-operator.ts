import { z } from 'zod';
import {
  idParam,
  listSearch,
  memberRef,
  memberSearch,
  operatorRef,
  pageQuery,
  pendingSummary,
} from '../backoffice/common.ts';
import { approveRequest, queueDecision, rejectRequest } from '../backoffice/queues.ts';
import { errorCodes, type ErrorCode } from '../errors.ts';
import { memberTag } from './member-notes-operator.ts';

/**
 * Where a withdrawal stands. AWAITING_APPROVAL: held, waiting for an operator. PAYING: approved,
 * the payout rail has not answered finally (the recovery job asks again). PAID: done.
 * REJECTED: an operator returned the money. FAILED: the rail refused, the money went back.
 */
export const withdrawalStages = ['AWAITING_APPROVAL', 'PAYING', 'PAID', 'REJECTED', 'FAILED'] as const;
export const withdrawalStage = z.enum(withdrawalStages);
export type WithdrawalStage = z.infer<typeof withdrawalStage>;

/**
 * What a finance operator decides a withdrawal on (issue 27), as it stood when it was asked for:
 * the wallet now, the bonus it is under, whether it is the member's first paid withdrawal, the
 * 7 days before it, how long the member has been one, and the risk flags.
 */
/**
 * The risk signals a withdrawal is decided on (issue 41, ADR 0164), computed by the server as the
 * withdrawal stood when it was asked for; `figures` are what the back-office explains it with
 * (amounts in baht, thresholds from the `withdrawalRisk` setting).
 */
export const riskSignalCodes = [
  'UNPLAYED_DEPOSITS',
  'NEW_ACCOUNT',
  'BANK_CHANGED',
  'FIRST_WITHDRAWAL',
  'MANY_TODAY',
  'SHARED_BANK_ACCOUNT',
  'FAILED_DEPOSITS',
  'AFTER_OPERATOR_CREDIT',
  'SHARED_DEVICE',
] as const;
export const riskSignalCode = z.enum(riskSignalCodes);
export type RiskSignalCode = z.infer<typeof riskSignalCode>;
export const riskSignal = z.object({ code: riskSignalCode, figures: z.record(z.string(), z.number()) });
export type RiskSignal = z.infer<typeof riskSignal>;

export const withdrawalContext = z.object({
  balance: z.number(),
  /** The bonus held when it was asked for (or ended by it): its amount and the balance it must reach. */
  bonus: z.object({ amount: z.number(), target: z.number(), active: z.boolean() }).nullable(),
  firstWithdrawal: z.boolean(),
  deposits7d: z.number(),
  withdrawals7d: z.number(),
  memberSince: z.string(),
  flags: z.object({
    /** The same bank account number is on another member. */
    sharedBankAccount: z.boolean(),
    /** Failed deposits in the 7 days before (3 or more is a flag). */
    failedDeposits7d: z.number().int(),
    /** An operator credited this member in the 24 hours before. */
    afterOperatorCredit: z.boolean(),
  }),
  /** Every signal raised, in the order of `riskSignalCodes`; empty when nothing stands out. */
  signals: z.array(riskSignal),
});
export type WithdrawalContext = z.infer<typeof withdrawalContext>;

export const withdrawalItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  member: memberRef,
  /** The member's tags (ADR 0182): a VIP or WATCH member is seen before deciding. */
  memberTags: z.array(memberTag),
  amount: z.number(),
  bank: z.object({ code: z.string(), accountNo: z.string(), accountName: z.string() }),
  stage: withdrawalStage,
  createdAt: z.string(),
  ...queueDecision,
  /** Above the second-approver amount (ADR 0106): the first operator's approval, while it waits for a second. */
  firstApproval: z.object({ operator: operatorRef, at: z.string() }).nullable(),
  context: withdrawalContext.optional(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const withdrawalsQuery = z.object({
  stage: withdrawalStage.optional(),
  /** Only withdrawals with at least one risk signal (ADR 0164). */
  flagged: z.enum(['true', 'false']).optional(),
  memberId: idParam.optional(),
  ...listSearch,
  ...memberSearch,
  ...pageQuery,
});
export type WithdrawalsQuery = z.input<typeof withdrawalsQuery>;

export const withdrawalsPage = z.object({
  /** The waiting items (AWAITING_APPROVAL), whatever the filter. */
  pending: pendingSummary,
  total: z.number().int(),
  items: z.array(withdrawalItem),
});
export type WithdrawalsPage = z.infer<typeof withdrawalsPage>;

export const withdrawalParams = z.object({ withdrawalId: idParam });

/** At most this many withdrawals in one bulk decision: the page size's maximum. */
export const BULK_DECISION_MAX = 100;

/** The withdrawals of a bulk decision: 1 to 100 distinct ids, as the queue lists them. */
const withdrawalIds = z
  .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
  .min(1)
  .max(BULK_DECISION_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'each withdrawal once');

/** POST .../withdrawals/bulk-approve: the rows ticked, one optional reason for all. */
export const bulkApproveRequest = approveRequest.extend({ withdrawalIds });
export type BulkApproveRequest = z.infer<typeof bulkApproveRequest>;
/** POST .../withdrawals/bulk-reject: the reason is required, every member reads it. */
export const bulkRejectRequest = rejectRequest.extend({ withdrawalIds });
export type BulkRejectRequest = z.infer<typeof bulkRejectRequest>;

/**
 * Each row of a bulk decision, in the order asked: the item as it stands after it (who decided it
 * is on the item), or the code a single decision of that row would have answered.
 */
export const bulkDecisionResult = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      item: withdrawalItem.nullable(),
      message: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).nullable(),
    }),
  ),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResult>;
