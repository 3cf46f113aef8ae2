import { z } from 'zod';
import { idParam, memberRef, pageQuery, pendingSummary } from '../backoffice/common.ts';
import { queueDecision } from '../backoffice/queues.ts';

/**
 * Where a withdrawal stands. AWAITING_APPROVAL: held, waiting for an operator. PAYING: approved,
 * the payout rail has not answered finally (the recovery job asks again). PAID: done.
 * REJECTED: an operator returned the money. FAILED: the rail refused, the money went back.
 */
export const withdrawalStages = ['AWAITING_APPROVAL', 'PAYING', 'PAID', 'REJECTED', 'FAILED'] as const;
export const withdrawalStage = z.enum(withdrawalStages);
export type WithdrawalStage = z.infer<typeof withdrawalStage>;

export const withdrawalItem = z.object({
  id: z.number().int(),
  reference: z.string(),
  member: memberRef,
  amount: z.number(),
  bank: z.object({ code: z.string(), accountNo: z.string(), accountName: z.string() }),
  stage: withdrawalStage,
  createdAt: z.string(),
  ...queueDecision,
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const withdrawalsQuery = z.object({
  stage: withdrawalStage.optional(),
  memberId: idParam.optional(),
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
