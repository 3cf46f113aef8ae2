import { z } from 'zod';
import {
  idParam,
  listSearch,
  memberRef,
  memberSearch,
  operatorRef,
  pageQuery,
  pendingSummary,
  positiveBaht,
  reason,
} from '../backoffice/common.ts';
import { queueDecision } from '../backoffice/queues.ts';

/** slip: the verifier could not decide; qr: a payment that did not match its QR; truelink: an unclear gift link; notice: POST /api/wallet/add. */
export const depositReviewChannels = ['slip', 'qr', 'truelink', 'notice'] as const;
export const depositReviewChannel = z.enum(depositReviewChannels);
export type DepositReviewChannel = z.infer<typeof depositReviewChannel>;

export const reviewStatus = z.enum(['PENDING', 'SUCCESS', 'FAILED']);

/** A review's id: `slip-<slip id>` or `deposit-<movement id>`. */
/** slip-<id>, deposit-<movement id>, or voucher-<id>: a gift link finance redeems by hand (ADR 0147). */
export const depositReviewId = z.string().regex(/^(slip|deposit|voucher)-\d{1,15}$/);

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
  ...queueDecision,
});
export type DepositReviewItem = z.infer<typeof depositReviewItem>;

export const depositReviewsQuery = z.object({
  status: reviewStatus.optional(),
  channel: depositReviewChannel.optional(),
  memberId: idParam.optional(),
  ...listSearch,
  ...memberSearch,
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
