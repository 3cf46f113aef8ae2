import { z } from 'zod';
import { operatorRef, pendingSummary, reason } from './common.ts';

/** What every queue item says about its decision: when, by whom, and the operator's words. */
export const queueDecision = {
  decidedAt: z.string().nullable(),
  decidedBy: operatorRef.nullable(),
  /** The operator's reason or note; a withdrawal's reject reason is shown to the member. */
  reason: z.string().nullable(),
};

/** POST .../approve: the reason is optional; .../reject: required, the member reads it on the statement. */
export const approveRequest = z.object({ reason: reason.optional() });
export type ApproveRequest = z.infer<typeof approveRequest>;
export const rejectRequest = z.object({ reason });
export type RejectRequest = z.infer<typeof rejectRequest>;

/**
 * GET /api/backoffice/queues: what waits for an operator, at a glance: the money queues, and what
 * waits for a second admin (issue 37): money-control setting changes (ADR 0130) and operators
 * an admin made or changed (ADR 0129).
 */
export const queuesSummary = z.object({
  withdrawals: pendingSummary,
  depositReviews: pendingSummary,
  adjustments: pendingSummary,
  heldCredits: pendingSummary,
  settingChanges: pendingSummary,
  operatorGrants: pendingSummary,
});
export type QueuesSummary = z.infer<typeof queuesSummary>;
