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
} from '../backoffice/common.ts';
import { queueDecision } from '../backoffice/queues.ts';
import { CURRENCIES, MAX_AMOUNT_BAHT, toSatang } from '../money.ts';
import { text } from './common.ts';

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
  ...queueDecision,
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
  ...listSearch,
  ...memberSearch,
  ...pageQuery,
});
export type AdjustmentsQuery = z.input<typeof adjustmentsQuery>;

export const adjustmentsPage = z.object({
  pending: pendingSummary,
  /** Adjustments above this many baht need a second operator. */
  fourEyesAboveBaht: z.number(),
  /** The same for a kip member, in kip (ADR 0190). */
  fourEyesAboveKip: z.number(),
  total: z.number().int(),
  items: z.array(adjustmentItem),
});
export type AdjustmentsPage = z.infer<typeof adjustmentsPage>;

export const adjustmentParams = z.object({ adjustmentId: idParam });

/** GET /api/backoffice/adjustments/preview: an adjustment the form is about to send (issue 41). */
export const adjustmentPreviewQuery = z.object({
  memberId: idParam,
  direction: adjustmentDirection,
  amount: z.coerce
    .number()
    .finite()
    .positive()
    .max(MAX_AMOUNT_BAHT)
    .refine((value) => toSatang(value) !== undefined),
});
export type AdjustmentPreviewQuery = z.input<typeof adjustmentPreviewQuery>;

/**
 * What the server would do with that adjustment now (ADRs 0183, 0191), in the member's currency
 * (`currency`; a kip member's sums and limits are kip, ADR 0190): the member's wallet before and
 * after it, and whether it waits for a second operator: a credit by the second-approver rule (ADR
 * 0054: the member's operator credits of the last 24 hours and the asking operator's own, both
 * shown), a debit above the member limit alone. A debit larger than the wallet is answered
 * MONEY_NOT_ENOUGH, as sending it would be. A preview: a request sent a moment later is decided
 * again, under locks.
 */
export const adjustmentPreview = z.object({
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  creditsLast24h: z.number(),
  operatorCreditsLast24h: z.number(),
  memberLimit: z.number(),
  operatorLimit: z.number(),
  needsSecond: z.boolean(),
  currency: z.enum(CURRENCIES).default('THB'),
});
export type AdjustmentPreview = z.infer<typeof adjustmentPreview>;
