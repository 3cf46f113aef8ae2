import { z } from 'zod';
import { spinSlice } from './spin.ts';
import { settingShapes } from './settings-operator.ts';
import { operatorText } from '../operator-text.ts';
import { MAX_AMOUNT_BAHT, toSatang } from '../money.ts';

/** GET /api/sandbox/sms/{phone}: messages the sandbox SMS gateway "delivered", newest first. */
export const sandboxSmsReply = z.array(
  z.object({
    phone: z.string(),
    message: z.string(),
    code: z.string().nullable(),
    otpRef: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type SandboxSmsReply = z.infer<typeof sandboxSmsReply>;

/** The operator's invite and refund settings, as the back-office edits them (api/settings-operator.ts). */
export const rewardSettings = z.object({
  invite: settingShapes.invite.optional(),
  inviteClaim: settingShapes.inviteClaim.optional(),
  refund: settingShapes.refund.optional(),
});
export type RewardSettings = z.infer<typeof rewardSettings>;

/** A slice's prize as a test sets it: a credit's kip twin may be left out (0, none: ADR 0181). */
const sandboxPrize = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('credit'),
    amount: z.number().positive(),
    amountKip: z.number().int().min(0).default(0),
  }),
  z.object({ type: z.literal('coin'), amount: z.number().int().positive() }),
  z.object({ type: z.literal('none') }),
]);

/** PUT /api/sandbox/settings: switches the sandbox can flip (site closed, OTP registration, chat widget). */
export const sandboxSettingsRequest = rewardSettings.extend({
  siteActive: z.boolean().optional(),
  registerOTP: z.boolean().optional(),
  enableChatWidget: z.boolean().optional(),
  spinActive: z.boolean().optional(),
  /** The spin wheel's numbers and slices (ADRs 0058-0060), so a test can fix the prizes. */
  spin: z
    .object({
      depositBahtPerCoin: z.number().positive(),
      couponDays: z.number().int().positive(),
      wheel: z.object({
        name: z.union([z.string(), operatorText]),
        slices: z
          .array(
            spinSlice.omit({ label: true }).extend({
              prize: sandboxPrize,
              htmlDescription: operatorText,
              weight: z.number().int().positive(),
            }),
          )
          .min(1),
      }),
    })
    .optional(),
  secondApprover: z
    .object({ memberCreditsBaht: z.number().min(0), operatorCreditsBaht: z.number().min(0) })
    .optional(),
  depositNotice: z.object({ maxBaht: z.number().positive() }).optional(),
  /** The money-control settings a spec puts back as it found them, past the two admins (ADR 0130). */
  withdraw: settingShapes.withdraw.optional(),
  deposit: settingShapes.deposit.optional(),
  /** Who approves withdrawals (ADR 0106): a payout-path test sends them at once. */
  withdrawApproval: z
    .object({ mode: z.enum(['operator', 'auto']), secondApproverAboveBaht: z.number().min(0) })
    .optional(),
  /** The daily slip-upload closed hours (HH:mm, Asia/Bangkok), so demos and tests do not depend on the clock. */
  slip: z
    .object({
      closeFrom: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
      closeTo: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    })
    .optional(),
});
/** As a test writes it: a credit's `amountKip` may be left out. */
export type SandboxSettingsRequest = z.input<typeof sandboxSettingsRequest>;

/** POST /api/sandbox/faults: make a sandbox adapter misbehave (see the server's FaultPlan). */
export const sandboxFaultRequest = z.object({
  target: z.enum(['games', 'payout']),
  op: z.string().max(20).optional(),
  provider: z.string().max(40).optional(),
  mode: z.enum(['fail', 'timeout', 'lost-reply', 'hang-after-apply', 'hang', 'slow', 'unknown-user']),
  times: z.number().int().min(1).max(1000).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
});
export type SandboxFaultRequest = z.infer<typeof sandboxFaultRequest>;

/** POST /api/sandbox/games/{provider}/{username}/play: a round of play, won (positive) or lost (negative), in baht. */
export const sandboxPlayRequest = z.object({
  amount: z
    .number()
    .finite()
    .min(-MAX_AMOUNT_BAHT)
    .max(MAX_AMOUNT_BAHT)
    .refine((value) => toSatang(value) !== undefined),
});
export const sandboxPlayReply = z.object({ balance: z.number() });

/** PUT /api/sandbox/payout: how the sandbox payout rail answers new withdrawals. */
export const sandboxPayoutRequest = z.object({ decision: z.enum(['complete', 'reject', 'hold']) });
export type SandboxPayoutDecision = z.infer<typeof sandboxPayoutRequest>['decision'];

/**
 * POST /api/sandbox/account/bank: a member carried over from an earlier system, whose bank and
 * account name were stored as they were, never checked against today's rules (ADR 0063): the
 * members the edit-bank-account-name modal is for.
 */
export const sandboxLegacyBankRequest = z.object({
  username: z.string().max(20),
  bankCode: z.string().min(1).max(10),
  bankAccountName: z.string().min(1).max(100),
});
export type SandboxLegacyBankRequest = z.infer<typeof sandboxLegacyBankRequest>;

/** POST /api/sandbox/wallet/credit: a deposit that "arrived" for a member (demos and tests), in baht. */
export const sandboxCreditRequest = z.object({
  username: z.string().max(20),
  amount: z.number().positive().max(1_000_000),
});
