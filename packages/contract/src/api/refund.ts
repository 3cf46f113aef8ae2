import { z } from 'zod';
import { drawRef } from './draws.ts';

/** GET /api/refund/check (spec doc 2 section 3 "Refund check response"). */
export const refundCheckReply = z.object({
  /** The member has a refund to receive for the last closed period. */
  result: z.boolean(),
  /** A bonus is active: receiving is blocked (REFUND_CONDITION). */
  bonus: z.boolean(),
  /** The programme's rules as operator HTML (sanitised by the client). */
  info: z.string(),
  /** The refund of the last closed period not received yet, baht (0 when none). */
  refundAmount: z.number(),
  refundSuccess: z.number(),
  refundFail: z.number(),
  /** Received refunds waiting to be added to the wallet, baht. */
  refundBalance: z.number(),
  /** The last closed period the check is about (ISO 8601, its first instant and the next one's). */
  period: z.object({ start: z.string(), end: z.string() }),
});
export type RefundCheckReply = z.infer<typeof refundCheckReply>;

/** GET /api/refund/receive: the period's refund is in the refund balance. */
export const refundReceiveReply = z.object({
  message: z.literal('REFUND_SUCCESS'),
  refundAmount: z.number(),
  reference: z.string(),
});
export type RefundReceiveReply = z.infer<typeof refundReceiveReply>;

/** GET /api/refund/addWallet: the draw's outcome; on success the refund balance is in the wallet. */
export const refundAddWalletReply = z.object({
  result: z.enum(['success', 'fail']),
  refundAmount: z.number(),
  reference: z.string(),
  draw: drawRef,
});
export type RefundAddWalletReply = z.infer<typeof refundAddWalletReply>;

/** One step on the refund log: received into the refund balance, added to the wallet, or lost on a draw. */
export const refundLogEntry = z.object({
  refundAmount: z.number(),
  createdAt: z.string(),
  step: z.enum(['receive', 'wallet', 'forfeit']),
  reference: z.string(),
});
export const refundReply = z.object({ total: z.number().int(), refunds: z.array(refundLogEntry) });
export type RefundLogEntry = z.infer<typeof refundLogEntry>;
export type RefundReply = z.infer<typeof refundReply>;
