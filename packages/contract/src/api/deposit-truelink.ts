import { z } from 'zod';
import { toSatang } from '../money.ts';

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

/** POST /api/sandbox/truemoney/vouchers: a gift voucher the sandbox TrueMoney service will honour, in baht. */
export const sandboxVoucherRequest = z.object({
  amount: z
    .number()
    .positive()
    .max(100_000)
    .refine((value) => toSatang(value) !== undefined),
});
export const sandboxVoucherReply = z.object({ link: z.string(), voucherHash: z.string() });
export type SandboxVoucherReply = z.infer<typeof sandboxVoucherReply>;

/**
 * POST /api/sandbox/truemoney/faults: how the sandbox TrueMoney service misbehaves on its next
 * calls (every call of `op`, or of both, `times` times or until DELETE). fail: a definite refusal;
 * timeout: no answer and nothing done; lost-reply: redeemed, then the answer is lost.
 */
export const TRUEMONEY_FAULT_MODES = ['fail', 'timeout', 'lost-reply'] as const;
export const sandboxTrueMoneyFaultRequest = z.object({
  mode: z.enum(TRUEMONEY_FAULT_MODES),
  op: z.enum(['verify', 'redeem']).optional(),
  times: z.number().int().min(1).max(1000).optional(),
});
export type SandboxTrueMoneyFaultRequest = z.infer<typeof sandboxTrueMoneyFaultRequest>;
