import { z } from 'zod';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';
import { operatorText } from '../operator-text.ts';
import { PROMPTPAY_QR_CHANNELS } from '../constants.ts';
import { depositAccountIssues } from '../deposit-accounts.ts';
import { howtoSetting } from './howto.ts';
import { depositLookupReply } from './lookup.ts';
import { spinSlice } from './spin.ts';

/**
 * The settings an operator edits in the back-office (issue 26, ADR 0086), one shape per stored
 * setting; the server checks a change against the same shape the back-office's form uses. A
 * rule across fields answers its own code (a minimum above its maximum, odds that do not make 100),
 * with the refused field's path beside it. The rules guard what comes in (a change); an answer
 * is checked by its fields alone: its values passed the rules on their way in, and the browser
 * builds (ADR 0072) carry checks of fields, not rules.
 */

/** Draw odds as whole percentages (weights of the draw). */
const odds = z.number().int().min(0).max(100);
const percentOf = z.number().min(0).max(100);
const periodKind = z.enum(['day', 'week']);
const baht = z
  .number()
  .finite()
  .min(0)
  .max(MAX_AMOUNT_BAHT)
  .refine((value) => toSatang(value) !== undefined);
/** Whole kip (kip is typed and shown without decimals, ADR 0159); the bonuses' kip figures too (ADR 0190). */
export const wholeKip = z
  .number()
  .int()
  .min(0)
  .max(MAX_AMOUNT_BAHT * 1_000);
const kip = wholeKip;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** An absolute http(s) address or a path on the site (images the site serves). */
const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/);
const shortText = z.string().trim().min(1).max(200);
/** A colour as `#rrggbb`: the back-office draws a colour picker for this shape (`settingInputs`). */
export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * What a slice pays, as operators set it: a credit in baht for baht members and its kip twin
 * `amountKip` (whole kip) for kip members (ADR 0181), never one converted from the other; 0 kip
 * means no kip figure yet, and the wheel stays closed to kip members until every credit has one.
 */
const spinPrizeSetting = z.discriminatedUnion('type', [
  z.object({ type: z.literal('credit'), amount: z.number().positive(), amountKip: kip }),
  z.object({ type: z.literal('coin'), amount: z.number().int().positive() }),
  z.object({ type: z.literal('none') }),
]);

/** Success and fail percentages of a draw: together 100. */
function withOdds<T extends z.ZodObject<{ success: typeof odds; fail: typeof odds }>>(shape: T) {
  return shape.superRefine((value, context) => {
    if (value.success + value.fail !== 100)
      context.addIssue({ code: 'custom', message: 'ODDS_NOT_100', path: ['fail'] });
  });
}

/** Each setting's fields, without the rules across them: the shape of what the server answers. */
export const settingFields = {
  // Site (the settings module)
  siteActive: z.boolean(),
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  info: z.object({ name: operatorText, website: link }),
  // Lookups: the operator's texts (the lookup module)
  contact: z.object({
    contactText: operatorText,
    lineLink: link,
    lineName: shortText,
    lineQR: link.nullable(),
  }),
  conditions: z.array(operatorText).min(1).max(50),
  agreements: z.array(operatorText).min(1).max(20),
  notice: operatorText,
  // The how-to videos' titles, texts and links per language (the lookup module, ADR 0118)
  howto: howtoSetting,
  // Deposits (the deposit module)
  deposit: depositLookupReply.extend({
    banks: z.array(
      depositLookupReply.shape.banks.element.extend({
        bankCode: z.string().trim().min(2).max(20),
        bankAccountName: shortText,
        bankAccountNo: z.string().trim().min(1).max(30),
        currency: z.enum(['THB', 'LAK']),
        // Members are sent to an account only while it is on (ADR 0185); missing means on.
        active: z.boolean().optional(),
      }),
    ),
  }),
  qr: z.object({
    minDeposit: z.object(
      Object.fromEntries(PROMPTPAY_QR_CHANNELS.map((channel) => [channel, baht])) as Record<
        (typeof PROMPTPAY_QR_CHANNELS)[number],
        typeof baht
      >,
    ),
    validityMinutes: z.number().int().min(1).max(120),
  }),
  trueMoney: z.object({ mobile: z.string().regex(/^0\d{9}$/) }),
  slip: z.object({ closeFrom: hhmm, closeTo: hhmm }),
  bankFeed: z.object({
    push: z.boolean(),
    notification: z.boolean(),
    statement: z.boolean(),
    autoAmountMinutes: z.number().int().min(1).max(60),
    // A source on and silent this long shows as silent in the feed's health (ADR 0079).
    silentAfterMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
  }),
  depositNotice: z.object({ maxBaht: baht.refine((value) => value > 0) }),
  // Withdrawals (the withdraw module) and the second approver on operator credits (the wallet)
  withdraw: z.object({ withdrawMin: baht, withdrawMax: baht }),
  /**
   * Every amount the spec gives in baht, in kip for the kip members of the Lao site (ADR 0159):
   * the transfer minimum, the withdrawal limits, the Lao QR's minimum and quick amounts, the
   * loss refund's minimum, the deposit that earns one spin coin (ADR 0174) and the second-approver
   * limits on operator credits to kip members, counted per currency (ADR 0190). Baht members keep
   * the baht settings; nothing converts one into the other.
   */
  kipAmounts: z.object({
    transferMinKip: kip,
    withdrawMinKip: kip,
    withdrawMaxKip: kip,
    qrMinDepositKip: kip,
    qrQuickAmountsKip: z
      // Positive as a bound (not a refine), so the browser check generated from the shape holds it too (ADR 0072).
      .array(kip.min(1))
      .min(1)
      .max(8),
    refundMinimumKip: kip,
    // At least 1 kip a coin (a bound, as above): 0 would be a coin per nothing.
    depositKipPerCoin: kip.min(1),
    // The second-approver limits on operator credits to kip members (`secondApprover`'s twins, ADR 0190).
    memberCreditsKip: kip,
    operatorCreditsKip: kip,
    // The amount above which a kip member's withdrawal waits for two operators (`withdrawApproval`'s
    // twin, ADR 0190); optional so a stored value from before it reads with the default.
    withdrawSecondApproverKip: kip.optional(),
  }),
  /**
   * Who approves a withdrawal (ADR 0106): `operator` (it waits in the back-office queue) or `auto`
   * (sent at once); above `secondApproverAboveBaht` it waits for two operators, in either mode.
   */
  withdrawApproval: z.object({
    mode: z.enum(['operator', 'auto']),
    secondApproverAboveBaht: baht,
  }),
  secondApprover: z.object({ memberCreditsBaht: baht, operatorCreditsBaht: baht }),
  /**
   * When a withdrawal shows a risk signal (ADR 0164): deposits since the last withdrawal played
   * through less than `turnoverMultiple` times; an account younger than `newAccountHours`; a name
   * or bank account name changed within `bankChangeDays`; `withdrawalsPerDay` or more asked in
   * the Bangkok day; the member's device or address seen on another member within
   * `sharedDeviceDays` (0: off; ADR 0182).
   */
  withdrawalRisk: z.object({
    turnoverMultiple: z.number().min(0).max(100),
    newAccountHours: z
      .number()
      .int()
      .min(0)
      .max(365 * 24),
    bankChangeDays: z.number().int().min(0).max(365),
    withdrawalsPerDay: z.number().int().min(1).max(1000),
    sharedDeviceDays: z.number().int().min(0).max(365),
  }),
  /**
   * Operators' enrolment (ADR 0129): how long an enrolment link stays good, and how long an
   * operator made, re-enrolled, reset or given a role stays unable to be a second approver.
   */
  operatorEnrolment: z.object({
    linkHours: z
      .number()
      .int()
      .min(1)
      .max(7 * 24),
    approverWindowHours: z
      .number()
      .int()
      .min(1)
      .max(30 * 24),
  }),
  /**
   * Two-person control of the money-control settings (ADR 0130): on a site with no second admin
   * who may confirm, a change applies by itself this many hours after it was asked for, unless
   * cancelled. Itself a money-control setting: changing it waits like any other.
   */
  moneyControl: z.object({
    singleAdminDelayHours: z
      .number()
      .int()
      .min(1)
      .max(7 * 24),
  }),
  /**
   * The team's alerts (issue 41, ADR 0177), each told once: a withdrawal waiting longer than
   * `withdrawalWaitMinutes`; a credit (an adjustment, a held bank-feed credit) waiting for its
   * second approver longer than `creditWaitMinutes`; a setting change waiting longer than
   * `settingChangeWaitMinutes`; the feed's unmatched credits over `feedUnmatchedOver`; a feed
   * source silent between `workingFrom` and `workingTo` (Bangkok). `language`: the texts' language,
   * `site` for the site's own (Thai, or Lao on the Lao site). No money moves on them: an operator's change applies at once.
   */
  teamAlerts: z.object({
    withdrawalWaitMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    creditWaitMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    settingChangeWaitMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
    feedUnmatchedOver: z.number().int().min(0).max(10_000),
    workingFrom: hhmm,
    workingTo: hhmm,
    language: z.enum(['site', 'th', 'la', 'en']),
  }),
  // Members (the account module): how long support's one-time password lets a member in (ADR 0053)
  passwordReset: z.object({
    validMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  // Operators (the back-office module): a session ends this long after sign-in, however active (ADR 0128)
  operatorSessions: z.object({
    maxHours: z
      .number()
      .int()
      .min(1)
      .max(7 * 24),
  }),
  // The support chat (the chat module): a session with no message this long ends (ADR 0083)
  chat: z.object({
    idleMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  // Promotions and rewards (the bonus, invite, refund and spin modules)
  bonus: z.object({
    depositWindowMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    maxPerDay: z.number().int().min(1).max(100),
  }),
  invite: z.object({
    active: z.boolean(),
    percent: percentOf,
    period: periodKind,
    lookbackPeriods: z.number().int().min(1).max(60),
  }),
  inviteClaim: z.object({ success: odds, fail: odds }),
  inviteBanners: z.array(z.object({ image: link, html: operatorText })).max(20),
  refund: z.object({
    active: z.boolean(),
    percent: percentOf,
    period: periodKind,
    minimum: baht,
    success: odds,
    fail: odds,
    info: operatorText,
  }),
  refundBanners: z.array(z.object({ image: link, html: operatorText })).max(20),
  spinActive: z.boolean(),
  spin: z.object({
    depositBahtPerCoin: z.number().positive().max(MAX_AMOUNT_BAHT),
    couponDays: z.number().int().min(1).max(365),
    wheel: z.object({
      /**
       * The wheel's name in each language (issue 42); a wheel saved earlier keeps its one plain
       * name, shown in every language until an operator gives it per language.
       */
      name: z.union([shortText, operatorText]),
      slices: z
        .array(
          spinSlice.omit({ label: true }).extend({
            code: z.string().regex(/^[A-Z0-9_]{1,20}$/),
            prize: spinPrizeSetting,
            bgColor: hexColour,
            textColor: hexColour,
            htmlDescription: operatorText,
            weight: z.number().int().positive().max(1_000_000),
          }),
        )
        .min(2)
        .max(24),
    }),
  }),
};

/** What a change must pass: each setting's fields and the rules across them. */
export const settingShapes = {
  ...settingFields,
  withdraw: settingFields.withdraw.superRefine((value, context) => {
    if (value.withdrawMin > value.withdrawMax)
      context.addIssue({ code: 'custom', message: 'LIMITS_REVERSED', path: ['withdrawMax'] });
  }),
  kipAmounts: settingFields.kipAmounts.superRefine((value, context) => {
    if (value.withdrawMinKip > value.withdrawMaxKip)
      context.addIssue({ code: 'custom', message: 'LIMITS_REVERSED', path: ['withdrawMaxKip'] });
  }),
  // Each account's bank from the bank list, its currency the bank's, listed once (ADR 0185).
  deposit: settingFields.deposit.superRefine((value, context) => {
    for (const issue of depositAccountIssues(value.banks))
      context.addIssue({ code: 'custom', message: issue.message, path: ['banks', ...issue.path] });
  }),
  inviteClaim: withOdds(settingFields.inviteClaim),
  refund: withOdds(settingFields.refund),
  spin: settingFields.spin.superRefine((value, context) => {
    const seen = new Set<string>();
    value.wheel.slices.forEach((slice, index) => {
      if (seen.has(slice.code))
        context.addIssue({
          code: 'custom',
          message: 'DUPLICATE_CODE',
          path: ['wheel', 'slices', index, 'code'],
        });
      seen.add(slice.code);
    });
  }),
};
export type SettingShapes = typeof settingShapes;
export type SettingName = keyof SettingShapes;
