import { z } from 'zod';
import { bahtAmount } from './common.ts';

/** The three ways a bonus's receipts are counted (spec doc 2 section 4 "Bonus per member"). */
export const bonusTypes = ['limit', 'day', 'week'] as const;
export type BonusType = (typeof bonusTypes)[number];

/** A bonus code in a path: sent as is (bonus) or upper-cased by the form (promotion). */
export const bonusCodeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type BonusCodeParams = z.infer<typeof bonusCodeParams>;

/** Banner (spec doc 2 section 3): an image and the HTML shown with it. */
export const banner = z.object({ image: z.string(), html: z.string() });
export type Banner = z.infer<typeof banner>;

/** The member's side of a bonus: the active receipt's id (if any), and every receipt counted now. */
export const userBonus = z.object({
  _id: z.string().nullable(),
  isActive: z.boolean(),
  received: z.array(z.object({ updatedAt: z.string() })),
});
export type UserBonus = z.infer<typeof userBonus>;

/**
 * Bonus (spec doc 2 section 3), plus the numbers a member needs to decide (ADR 0040):
 * percent of the qualifying deposit, its cap and minimum (baht), and the end rule.
 */
export const bonusEntry = z.object({
  code: z.string(),
  type: z.enum(bonusTypes),
  maxReceived: z.number().int(),
  percentFail: z.number(),
  banners: z.array(banner),
  userBonus,
  description: z.string(),
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  targetTimes: z.number(),
});
export type BonusEntry = z.infer<typeof bonusEntry>;
export const bonusListReply = z.array(bonusEntry);

/** GET /api/bonus/activate/{code} and /api/promotion/activate/{code}: the user bonus taken, with its money. */
export const activationReply = z.object({
  _id: z.string(),
  code: z.string(),
  isActive: z.literal(true),
  deposit: z.number(),
  bonus: z.number(),
  target: z.number(),
  wallet: z.object({ amount: z.number() }),
});
export type ActivationReply = z.infer<typeof activationReply>;

/** Active-bonus check: status (a bonus is held) and its type (null when none). */
export const activeBonusReply = z.object({
  status: z.boolean(),
  type: z.enum(bonusTypes).nullable(),
  code: z.string().nullable(),
  /** Total balance the bonus can be ended at (baht), and the bust floor under which it can too. */
  target: z.number().nullable(),
  floor: z.number().nullable(),
  /**
   * Whether it may be ended now (issue 42): the total balance (wallet and game accounts, as last
   * read from the providers) reached the target or fell under the floor; `total` is that balance.
   * The cancel button is disabled with the reason otherwise (the clear itself reads the providers
   * again and decides).
   */
  mayEnd: z.boolean().default(false),
  total: z.number().nullable().default(null),
});
export type ActiveBonusReply = z.infer<typeof activeBonusReply>;

/** GET /api/bonus/check/minimum: the member's qualifying deposit against the lowest bonus minimum. */
export const bonusMinimumReply = z.object({
  status: z.boolean(),
  minimum: z.number().nullable(),
  deposit: z.number().nullable(),
});
export type BonusMinimumReply = z.infer<typeof bonusMinimumReply>;

/** Promotion find (spec doc 2 section 3): percentFail and description, plus its code and numbers. */
export const promotionEntry = z.object({
  code: z.string(),
  percentFail: z.number(),
  description: z.string(),
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
});
export type PromotionEntry = z.infer<typeof promotionEntry>;

/** GET /api/promotion/current: the promotion the member holds, else the newest open one; {} when none. */
export const currentPromotionReply = z.union([promotionEntry, z.object({}).strict()]);
export type CurrentPromotionReply = z.infer<typeof currentPromotionReply>;

/** GET /api/bonus/check/withdraw?amount=: what a withdrawal of that amount would pay and deduct now. */
export const withdrawPreviewQuery = z.object({
  amount: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .transform(Number)
    .pipe(bahtAmount),
});
export const withdrawPreviewReply = z.object({
  /** A bonus is held: the withdrawal takes the whole wallet. */
  bonus: z.boolean(),
  wallet: z.number(),
  /** What the bank account receives. */
  amount: z.number(),
  /** What goes back to the house (shown on the statement). */
  deducted: z.number(),
});
export type WithdrawPreviewReply = z.infer<typeof withdrawPreviewReply>;

/** The invite or refund modal's banners (spec doc 2 section 3 "Banner", one shape with the bonuses'). */
export const bannersReply = z.object({ banners: z.array(banner) });
export type BannersReply = z.infer<typeof bannersReply>;
