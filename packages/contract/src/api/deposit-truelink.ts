import { z } from 'zod';

/**
 * POST /api/wallet/truelink: `link` is the encrypted text `{giftLink}::{walletAccountName}`
 * (see truelink-cipher.ts; TLS is the real protection, ADR 0019).
 */
export const trueLinkRequest = z.object({ link: z.string().min(1).max(2048) });
export type TrueLinkRequest = z.infer<typeof trueLinkRequest>;

/** SUCCESS: credited. PENDING: the redeemer's answer was unclear; an operator reviews it. */
export const trueLinkReply = z.object({
  reference: z.string(),
  status: z.enum(['SUCCESS', 'PENDING']),
  amount: z.number(),
  wallet: z.object({ amount: z.number() }),
});
export type TrueLinkReply = z.infer<typeof trueLinkReply>;
