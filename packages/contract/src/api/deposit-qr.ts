import { z } from 'zod';
import { QR_CHANNELS } from '../constants.ts';
import { bahtAmount } from './common.ts';

/** {channel} of /api/qrcode/{channel}. */
export const qrChannelParams = z.object({ channel: z.enum(QR_CHANNELS) });

/** POST /api/qrcode/{channel}: the amount to pay, in baht. */
export const qrCreateRequest = z.object({ amount: bahtAmount });
export type QrCreateRequest = z.infer<typeof qrCreateRequest>;

/** DELETE /api/qrcode/{channel}: the QR to cancel (JSON body). */
export const qrCancelRequest = z.object({ qrcodeId: z.string().min(1).max(64) });
export type QrCancelRequest = z.infer<typeof qrCancelRequest>;

/**
 * QR code state (spec doc 2 section 3). hasQrcode false: no live QR on this channel (message
 * may say why, e.g. after a refused create). qrcode is SVG markup of the PromptPay payload;
 * expireIn is the seconds left when the answer was made, expiresAt the same moment as ISO 8601.
 */
export const qrStateReply = z.object({
  hasQrcode: z.boolean(),
  qrcodeId: z.string().optional(),
  qrcode: z.string().optional(),
  amount: z.number().optional(),
  expireIn: z.number().int().min(0).optional(),
  expiresAt: z.string().optional(),
  message: z.string().optional(),
  /**
   * The channel's minimum and quick amounts in its currency when they are the operator's settings
   * (the Lao QR's `kipAmounts`, ADR 0190), so the member's buttons offer what the server holds
   * the QR to; absent on the PromptPay channels, whose figures are the spec's.
   */
  minimum: z.number().optional(),
  quickAmounts: z.array(z.number()).optional(),
});
export type QrStateReply = z.infer<typeof qrStateReply>;

/** A gateway's transaction id: one per payment, repeated on every re-delivery of it. */
const gatewayTxnId = z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/);

/**
 * POST /api/payments/webhook/{channel} (called by the gateway, signed): what became of the
 * payment. A re-delivery of the same txnId answers the first outcome and credits nothing.
 */
export const paymentWebhookReply = z.object({
  message: z.literal('SUCCESS'),
  txnId: z.string(),
  /** CREDITED to the member's wallet, or REVIEW: kept for an operator, nothing credited yet. */
  outcome: z.enum(['CREDITED', 'REVIEW']),
  qrcodeId: z.string().optional(),
});
export type PaymentWebhookReply = z.infer<typeof paymentWebhookReply>;

/**
 * POST /api/sandbox/qrcode/{qrcodeId}/pay: the payer's bank pays the QR's gateway order, and the
 * sandbox gateway sends its signed webhook. amount: pay a different amount (baht); txnId: reuse a
 * payment's id to re-deliver it. Answers what the webhook answered.
 */
export const sandboxQrPayRequest = z.object({
  amount: bahtAmount.optional(),
  txnId: gatewayTxnId.optional(),
});
export type SandboxQrPayRequest = z.infer<typeof sandboxQrPayRequest>;
export const sandboxQrPayParams = z.object({ qrcodeId: z.string().min(1).max(64) });

/** POST /api/sandbox/gateway/fail: the sandbox gateways refuse the next `count` calls of `op`. */
export const sandboxGatewayFailRequest = z.object({
  op: z.enum(['create', 'cancel']),
  count: z.number().int().min(0).max(1000),
});
export type SandboxGatewayFailRequest = z.infer<typeof sandboxGatewayFailRequest>;
