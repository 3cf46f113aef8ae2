import { z } from 'zod';
import { banner } from './bonus.ts';
import { pageRequest } from './statement.ts';

/** POST /api/invite and POST /api/refund take the statement's page request (10 rows in the UI). */
export const rewardPageRequest = pageRequest;

/** The invite or refund modal's banners (spec doc 2 section 3 "Banner", one shape with the bonuses'). */
export const bannersReply = z.object({ banners: z.array(banner) });
export type BannersReply = z.infer<typeof bannersReply>;

/** One invite record: the commission one invitee earned the member in one period. */
export const inviteRecord = z.object({
  from: z.object({ name: z.string() }),
  /** Baht. */
  amount: z.number(),
  createdAt: z.string(),
  /** The settlement period's first instant (ISO 8601). */
  periodStart: z.string(),
});
export const inviteReply = z.object({ total: z.number().int(), invites: z.array(inviteRecord) });
export type InviteRecord = z.infer<typeof inviteRecord>;
export type InviteReply = z.infer<typeof inviteReply>;

/** A draw's public handle in an answer: which draw decided it, to check in the verify view. */
const drawRef = z.object({ id: z.number().int(), outcome: z.enum(['success', 'fail']) });

/** GET /api/invite/bonus when the draw succeeded: the whole unclaimed sum is in the wallet. */
export const inviteBonusReply = z.object({
  message: z.literal('INVITE_BONUS_SUCCESS'),
  amount: z.number(),
  reference: z.string(),
  draw: drawRef,
});
export type InviteBonusReply = z.infer<typeof inviteBonusReply>;

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

/** A client seed: what the member mixes into their next draws (printable ASCII, no spaces). */
export const clientSeed = z.string().regex(/^[\x21-\x7e]{1,64}$/);

/** GET /api/draws/seed: the current server seed's hash, published before any draw uses it. */
export const drawSeedReply = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next draw will use. */
  nonce: z.number().int(),
});
export type DrawSeedReply = z.infer<typeof drawSeedReply>;

/** POST /api/draws/seed. */
export const drawSeedRequest = z.object({ clientSeed });
export type DrawSeedRequest = z.infer<typeof drawSeedRequest>;

/** One recorded draw with everything needed to recompute it. */
export const drawEntry = z.object({
  id: z.number().int(),
  purpose: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.object({ outcome: z.string(), weight: z.number().int() })),
  roll: z.number().int(),
  outcome: z.string(),
  createdAt: z.string(),
});
export const drawsReply = z.object({ total: z.number().int(), draws: z.array(drawEntry) });
export type DrawEntry = z.infer<typeof drawEntry>;
export type DrawsReply = z.infer<typeof drawsReply>;

/** Draw odds as whole percentages (weights of the draw). */
const odds = z.number().int().min(0).max(100);
const percentOf = z.number().min(0).max(100);
const periodKind = z.enum(['day', 'week']);

/** The operator's invite and refund settings (the sandbox sets them today, the back-office later). */
export const rewardSettings = z.object({
  invite: z
    .object({
      active: z.boolean(),
      percent: percentOf,
      period: periodKind,
      lookbackPeriods: z.number().int().min(1).max(60),
    })
    .optional(),
  inviteClaim: z.object({ success: odds, fail: odds }).optional(),
  refund: z
    .object({
      active: z.boolean(),
      percent: percentOf,
      period: periodKind,
      minimum: z.number().min(0).max(1_000_000),
      success: odds,
      fail: odds,
      info: z.string().max(20_000),
    })
    .optional(),
});
export type RewardSettings = z.infer<typeof rewardSettings>;
