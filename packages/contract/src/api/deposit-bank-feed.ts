import { z } from 'zod';
import { bahtAmount } from './common.ts';

/**
 * POST /api/bank-feed/notification (called by an SMS-forwarder app on the phone that receives
 * the site account's SMS or app notifications; X-Device-Key authenticates the phone). `from`
 * is the SMS sender id or the app's package, `receivedAt` when the phone got it.
 */
export const bankNotificationRequest = z.object({
  from: z.string().max(200),
  text: z.string().min(1).max(2000),
  receivedAt: z.iso.datetime({ offset: true }).optional(),
});
export type BankNotificationRequest = z.infer<typeof bankNotificationRequest>;

/**
 * What became of one feed delivery: CREDITED to a member, REVIEW (more than one member fits),
 * UNMATCHED (no member fits yet), AMBIGUOUS (it could be more than one known transfer),
 * UNPARSED (kept for operators), IGNORED (money out, a one-time password), NO_ACCOUNT (not
 * one of the site's accounts), HELD (an operator's evidence, a statement file's row, would credit
 * it above the second-approver limits: it waits for a second operator, ADR 0131). duplicate: this very delivery was received before.
 */
export const bankFeedOutcome = z.enum([
  'CREDITED',
  'REVIEW',
  'UNMATCHED',
  'AMBIGUOUS',
  'UNPARSED',
  'IGNORED',
  'NO_ACCOUNT',
  'HELD',
]);
export type BankFeedOutcome = z.infer<typeof bankFeedOutcome>;

export const bankFeedReply = z.object({
  message: z.literal('SUCCESS'),
  results: z.array(z.object({ outcome: bankFeedOutcome, duplicate: z.boolean() })),
});
export type BankFeedReply = z.infer<typeof bankFeedReply>;

/** POST /api/deposit/auto-amount: the amount the member means to transfer, in baht. */
export const autoAmountRequest = z.object({ amount: bahtAmount });
export type AutoAmountRequest = z.infer<typeof autoAmountRequest>;

/**
 * The amount to transfer, made unique by its satang (500 becomes 500.37), to which account,
 * and the seconds it stays reserved for this member.
 */
export const autoAmountReply = z.object({
  amount: z.number(),
  bankCode: z.string(),
  bankAccountNo: z.string(),
  expireIn: z.number().int().min(0),
});
export type AutoAmountReply = z.infer<typeof autoAmountReply>;

/**
 * GET /api/deposit/auto-amount: what became of the member's latest unique amount (issue 42), so the
 * card says paid as the QR does: OPEN (waiting for the transfer), PAID (a transfer of it was
 * credited), EXPIRED (ended unpaid), NONE (never asked). amount: baht, null for NONE.
 */
export const autoAmountStateReply = z.object({
  status: z.enum(['NONE', 'OPEN', 'PAID', 'EXPIRED']),
  amount: z.number().nullable(),
});
export type AutoAmountStateReply = z.infer<typeof autoAmountStateReply>;

const sandboxBankCode = z.string().regex(/^[A-Z]{2,10}$/);
const sandboxAccountNo = z.string().regex(/^\d{10,18}$/);
export const bankFeedVia = z.enum(['push', 'notification', 'statement']);

/** POST /api/sandbox/bank/transfer: a transfer at the sandbox bank; `via` picks the one source that reports it. */
export const sandboxBankTransferRequest = z.object({
  fromBankCode: sandboxBankCode,
  fromAccountNo: sandboxAccountNo,
  fromName: z.string().min(1).max(100).optional(),
  toAccountNo: sandboxAccountNo,
  amount: bahtAmount.refine((v) => v > 0),
  via: bankFeedVia.optional(),
});
export type SandboxBankTransferRequest = z.infer<typeof sandboxBankTransferRequest>;

export const sandboxBankTransferReply = z.object({ reference: z.string() });

/** POST /api/sandbox/bank/redeliver: the same bank transaction reported again through one source. */
export const sandboxBankRedeliverRequest = z.object({
  reference: z.string().min(1).max(64),
  via: bankFeedVia,
});
