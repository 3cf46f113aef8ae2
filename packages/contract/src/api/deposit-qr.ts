import { z } from 'zod';
import { QR_CHANNELS } from '../constants.ts';
import { bahtAmount } from './wallet.ts';

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
});
export type QrStateReply = z.infer<typeof qrStateReply>;
