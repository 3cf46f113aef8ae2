import { z } from 'zod';
import { LOCALES } from '../constants.ts';

/** GET /api/spinwheel/active: the server's spin-active flag that picks the home widget. */
export const spinActiveReply = z.object({ active: z.boolean() });
export type SpinActiveReply = z.infer<typeof spinActiveReply>;

/** A text in each language the site speaks (th, la, en). */
export const localizedText = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])) as {
    th: z.ZodString;
    la: z.ZodString;
    en: z.ZodString;
  },
);
export type LocalizedText = z.infer<typeof localizedText>;

/** What a slice pays: wallet credit (baht, as a coupon to claim), extra coins, or nothing. */
export const spinPrize = z.discriminatedUnion('type', [
  z.object({ type: z.literal('credit'), amount: z.number().positive() }),
  z.object({ type: z.literal('coin'), amount: z.number().int().positive() }),
  z.object({ type: z.literal('none') }),
]);
export type SpinPrize = z.infer<typeof spinPrize>;

/** One slice of the wheel as the member sees it (spec doc 2 section 3 "Spin setup"). */
export const spinSlice = z.object({
  code: z.string(),
  /** The label in the site's default language (Thai); `labels` has every language. */
  label: z.string(),
  labels: localizedText,
  bgColor: z.string(),
  textColor: z.string(),
  /** Operator HTML: the client sanitises it before drawing it. */
  htmlDescription: z.string(),
  prize: spinPrize,
});
export type SpinSlice = z.infer<typeof spinSlice>;

/** GET /api/spinwheel/setup: the wheel (null while the spin wheel is off) and the member's coins. */
export const spinSetupReply = z.object({
  activeSpinwheel: z.object({ name: z.string(), slices: z.array(spinSlice) }).nullable(),
  userCoin: z.number().int(),
  /**
   * The deposit that earns one coin, in the member's currency (ADR 0181): baht
   * (`spin.depositBahtPerCoin`) or whole kip (`kipAmounts.depositKipPerCoin`), for the how-to text.
   */
  depositPerCoin: z.number(),
});
export type SpinSetupReply = z.infer<typeof spinSetupReply>;

/** A coupon's value: what the member claims it by. */
export const couponValue = z.string().regex(/^LD[0-9A-Z]{10}$/);

/** One prize won on the wheel (spec doc 2 section 3 "Coupon"). */
export const spinCoupon = z.object({
  coupon: z.string(),
  type: z.enum(['credit', 'coin']),
  prize: z.object({ slice: z.string(), name: z.string(), names: localizedText }),
  /** Baht for a credit coupon, coins for a coin coupon (those are added when won). */
  amount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['claimable', 'claimed', 'expired']),
  claimedAt: z.string().nullable(),
});
export type SpinCoupon = z.infer<typeof spinCoupon>;

/** GET /api/spinwheel/coupon: the member's coupons, newest first (the table pages them by 3). */
export const spinCouponsReply = z.object({ coupons: z.array(spinCoupon) });
export type SpinCouponsReply = z.infer<typeof spinCouponsReply>;

/** POST /api/spinwheel/spin: the slice the server drew (spec doc 2 section 3 "Spin result"). */
export const spinResultReply = z.object({
  code: z.string(),
  label: z.string(),
  labels: localizedText,
  remainingCoin: z.number().int(),
  prize: spinPrize,
  /** The coupon a credit prize became (null for coins or nothing). */
  coupon: z.string().nullable(),
  /** The draw that chose the slice, to check in the draws' verify view. */
  draw: z.object({ id: z.number().int(), outcome: z.string() }),
});
export type SpinResultReply = z.infer<typeof spinResultReply>;

/** POST /api/spinwheel/coupon/claim. */
export const spinClaimRequest = z.object({ coupon: z.string().min(1).max(64) });
export type SpinClaimRequest = z.infer<typeof spinClaimRequest>;

/** A claimed coupon: its amount is in the wallet. */
export const spinClaimReply = z.object({
  coupon: z.string(),
  amount: z.number(),
  reference: z.string(),
});
export type SpinClaimReply = z.infer<typeof spinClaimReply>;
