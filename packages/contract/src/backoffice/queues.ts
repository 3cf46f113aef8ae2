import { z } from 'zod';
import { text } from '../api/common.ts';
import {
  idParam,
  memberRef,
  operatorRef,
  pageQuery,
  pendingSummary,
  positiveBaht,
  reason,
} from './common.ts';

const decision = {
  decidedAt: z.string().nullable(),
  decidedBy: operatorRef.nullable(),
  /** The operator's reason or note; a withdrawal's reject reason is shown to the member. */
  reason: z.string().nullable(),
};

// Withdrawals

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
  ...decision,
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

/** POST .../approve: the reason is optional; .../reject: required, the member reads it on the statement. */
export const approveRequest = z.object({ reason: reason.optional() });
export type ApproveRequest = z.infer<typeof approveRequest>;
export const rejectRequest = z.object({ reason });
export type RejectRequest = z.infer<typeof rejectRequest>;

// Deposit reviews

/** slip: the verifier could not decide; qr: a payment that did not match its QR; truelink: an unclear gift link; notice: POST /api/wallet/add. */
export const depositReviewChannels = ['slip', 'qr', 'truelink', 'notice'] as const;
export const depositReviewChannel = z.enum(depositReviewChannels);
export type DepositReviewChannel = z.infer<typeof depositReviewChannel>;

export const reviewStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED']);

/** A review's id: `slip-<slip id>` or `deposit-<movement id>`. */
export const depositReviewId = z.string().regex(/^(slip|deposit)-\d{1,15}$/);

export const depositReviewItem = z.object({
  id: depositReviewId,
  channel: depositReviewChannel,
  member: memberRef,
  /** Baht; null when nobody knows yet (a slip the verifier could not read): approve must give it. */
  amount: z.number().nullable(),
  status: reviewStatus,
  /** The member's statement reference (slips: the slip reference). */
  reference: z.string(),
  createdAt: z.string(),
  /** A short-lived link to the slip image (slips only). */
  imageUrl: z.string().nullable(),
  /** What the verifier or the gateway said (a slip note code, a mismatch reason). */
  verifierNote: z.string().nullable(),
  /** Channel facts: bank and transfer ref of a slip, the QR's and the payment's amounts, the notice's bank and time. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /**
   * The first operator's approval while the item waits for a second one (ADR 0054: past the
   * second-approver rule); the item stays PENDING and that operator cannot approve it again.
   */
  firstApproval: z.object({ operator: operatorRef, at: z.string(), amount: z.number() }).nullable(),
  ...decision,
});
export type DepositReviewItem = z.infer<typeof depositReviewItem>;

export const depositReviewsQuery = z.object({
  status: reviewStatus.optional(),
  channel: depositReviewChannel.optional(),
  memberId: idParam.optional(),
  ...pageQuery,
});
export type DepositReviewsQuery = z.input<typeof depositReviewsQuery>;

export const depositReviewsPage = z.object({
  pending: pendingSummary,
  total: z.number().int(),
  items: z.array(depositReviewItem),
});
export type DepositReviewsPage = z.infer<typeof depositReviewsPage>;

export const depositReviewParams = z.object({ reviewId: depositReviewId });

/** Approve: amount is required when the item's amount is null, and otherwise must equal it. */
export const approveDepositRequest = z.object({
  amount: positiveBaht.optional(),
  reason: reason.optional(),
});
export type ApproveDepositRequest = z.infer<typeof approveDepositRequest>;

// Manual adjustments

export const adjustmentDirection = z.enum(['credit', 'debit']);
/** PENDING_APPROVAL: above the four-eyes amount, waiting for a second operator. */
export const adjustmentStatus = z.enum(['PENDING_APPROVAL', 'APPLIED', 'REJECTED']);
export type AdjustmentStatus = z.infer<typeof adjustmentStatus>;

export const adjustmentItem = z.object({
  id: z.number().int(),
  member: memberRef,
  direction: adjustmentDirection,
  amount: z.number(),
  status: adjustmentStatus,
  /** The requester's reason (on the member's statement as the adjustment's description). */
  requestReason: z.string(),
  requestedBy: operatorRef,
  requestedAt: z.string(),
  /** The member statement reference once applied. */
  reference: z.string().nullable(),
  ...decision,
});
export type AdjustmentItem = z.infer<typeof adjustmentItem>;

/** POST /api/backoffice/adjustments (Idempotency-Key): applied at once up to the four-eyes amount. */
export const adjustmentRequest = z.object({
  memberId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  direction: adjustmentDirection,
  amount: positiveBaht,
  reason: text(500).trim().min(1),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

export const adjustmentsQuery = z.object({
  status: adjustmentStatus.optional(),
  memberId: idParam.optional(),
  ...pageQuery,
});
export type AdjustmentsQuery = z.input<typeof adjustmentsQuery>;

export const adjustmentsPage = z.object({
  pending: pendingSummary,
  /** Adjustments above this many baht need a second operator. */
  fourEyesAboveBaht: z.number(),
  total: z.number().int(),
  items: z.array(adjustmentItem),
});
export type AdjustmentsPage = z.infer<typeof adjustmentsPage>;

export const adjustmentParams = z.object({ adjustmentId: idParam });

/** GET /api/backoffice/queues: the three money queues' waiting counts at a glance. */
export const queuesSummary = z.object({
  withdrawals: pendingSummary,
  depositReviews: pendingSummary,
  adjustments: pendingSummary,
});
export type QueuesSummary = z.infer<typeof queuesSummary>;
