import { z } from 'zod';
import { messageReply } from '../api/common.ts';
import { operatorRole } from '../backoffice/roles.ts';
import {
  sandboxBankRedeliverRequest,
  sandboxBankTransferReply,
  sandboxBankTransferRequest,
} from '../api/deposit-bank-feed.ts';
import {
  paymentWebhookReply,
  sandboxGatewayFailRequest,
  sandboxQrPayParams,
  sandboxQrPayRequest,
} from '../api/deposit-qr.ts';
import { sandboxSlipQuery, sandboxSlipVerifierRequest } from '../api/deposit-slip.ts';
import {
  sandboxTrueMoneyFaultRequest,
  sandboxVoucherReply,
  sandboxVoucherRequest,
} from '../api/deposit-truelink.ts';
import {
  sandboxCreditRequest,
  sandboxFaultRequest,
  sandboxLegacyBankRequest,
  sandboxPayoutRequest,
  sandboxPlayReply,
  sandboxPlayRequest,
  sandboxSettingsRequest,
  sandboxSmsReply,
} from '../api/sandbox.ts';
import { defineRoute } from './define.ts';

const sandbox = { access: 'sandbox', tag: 'sandbox' } as const;

/**
 * The sandbox API (ADR 0009): what outside systems "received", and the switches tests and demos
 * flip. Registered only when the sandbox is on; a production start refuses it (ADR 0023).
 */
export const sandboxApi = {
  sms: defineRoute({
    ...sandbox,
    method: 'GET',
    path: '/api/sandbox/sms/:phone',
    summary: 'Messages the sandbox SMS gateway delivered to a phone',
    params: z.object({ phone: z.string().max(20) }),
    replies: { 200: sandboxSmsReply },
    codes: [],
  }),
  smsFail: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/sms/fail',
    summary: 'Make the next sends fail',
    body: z.object({ count: z.number().int().min(0).max(100) }),
    replies: { 200: messageReply },
    codes: [],
  }),
  settings: defineRoute({
    ...sandbox,
    method: 'PUT',
    path: '/api/sandbox/settings',
    summary: "Flip the operator's switches",
    body: sandboxSettingsRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  faults: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/faults',
    summary: 'Make the sandbox game provider or payout rail misbehave',
    body: sandboxFaultRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  clearFaults: defineRoute({
    ...sandbox,
    method: 'DELETE',
    path: '/api/sandbox/faults',
    summary: 'Clear every injected fault',
    replies: { 200: messageReply },
    codes: [],
  }),
  play: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/games/:provider/:username/play',
    summary: 'A round of play with a chosen result (won positive, lost negative), in baht',
    params: z.object({ provider: z.string().max(40), username: z.string().max(40) }),
    body: sandboxPlayRequest,
    replies: { 200: sandboxPlayReply },
    codes: ['MONEY_NOT_ENOUGH', 'SLOT_NO_ACCOUNT'],
  }),
  payout: defineRoute({
    ...sandbox,
    method: 'PUT',
    path: '/api/sandbox/payout',
    summary: 'How the sandbox payout rail answers new withdrawals',
    body: sandboxPayoutRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  legacyBank: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/account/bank',
    summary: 'A member carried over from an earlier system: bank and account name stored as they were',
    body: sandboxLegacyBankRequest,
    replies: { 200: messageReply },
    codes: ['NO_USER', 'INVALID_BANK'],
  }),
  credit: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/wallet/credit',
    summary: 'A bank transfer that arrived for a member, booked like a deposit',
    body: sandboxCreditRequest,
    replies: { 200: messageReply },
    codes: ['NO_USER'],
  }),
  payQr: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/qrcode/:qrcodeId/pay',
    summary: "The payer's bank pays a QR; the gateway's signed webhook goes through the real route",
    params: sandboxQrPayParams,
    body: sandboxQrPayRequest.nullish(),
    replies: { 200: paymentWebhookReply },
    codes: ['NO_DATA', 'UNAUTHORIZED'],
  }),
  gatewayFail: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/gateway/fail',
    summary: 'Make the next gateway calls fail',
    body: sandboxGatewayFailRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  slip: defineRoute({
    ...sandbox,
    method: 'GET',
    path: '/api/sandbox/slip',
    summary: 'A slip PNG of a transfer the sandbox bank records',
    query: sandboxSlipQuery,
    replies: { 200: 'binary' },
    codes: ['NO_BANK', 'NO_DATA'],
  }),
  bankTransfer: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/bank/transfer',
    summary:
      "A transfer at the sandbox bank, reported through `via` or every source that is on; to an account not the site's, it reaches no one",
    body: sandboxBankTransferRequest,
    replies: { 200: sandboxBankTransferReply },
    codes: ['NO_BANK'],
  }),
  bankRedeliver: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/bank/redeliver',
    summary: 'The same sandbox bank transaction reported again through one source',
    body: sandboxBankRedeliverRequest,
    replies: { 200: sandboxBankTransferReply },
    codes: ['NO_DATA'],
  }),
  slipVerifier: defineRoute({
    ...sandbox,
    method: 'PUT',
    path: '/api/sandbox/slip-verifier',
    summary: "Steer the sandbox slip verifier into the real services' failures",
    body: sandboxSlipVerifierRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  voucher: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/truemoney/vouchers',
    summary: 'A redeemable gift link',
    body: sandboxVoucherRequest,
    replies: { 200: sandboxVoucherReply },
    codes: [],
  }),
  trueMoneyFaults: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/truemoney/faults',
    summary: 'Make the sandbox TrueMoney service misbehave',
    body: sandboxTrueMoneyFaultRequest,
    replies: { 200: messageReply },
    codes: [],
  }),
  clearTrueMoneyFaults: defineRoute({
    ...sandbox,
    method: 'DELETE',
    path: '/api/sandbox/truemoney/faults',
    summary: 'Clear the TrueMoney faults',
    replies: { 200: messageReply },
    codes: [],
  }),
};

/** Steering the rewards in the sandbox: the settlement clock and the accrual job. */
export const rewardsSandboxApi = {
  clock: defineRoute({
    ...sandbox,
    method: 'PUT',
    path: '/api/sandbox/rewards/clock',
    summary: 'Shift the clock invite and refund periods are read on (ms, may be negative)',
    body: z.object({
      shiftMs: z
        .number()
        .int()
        .min(-366 * 86_400_000)
        .max(366 * 86_400_000),
    }),
    replies: { 200: messageReply },
    codes: [],
  }),
  accrue: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/invite/accrue',
    summary: 'Run the invite accrual job now',
    replies: { 200: z.object({ accrued: z.number().int() }) },
    codes: [],
  }),
};

/**
 * ADR 0130: an operator made within the last 72 h, or by the admin who asks, is no second admin of
 * a money settings change. The browser specs make their second admin as a site that ran for a
 * while has one: made by the shell, its creation set back some hours.
 */
export const operatorsSandboxApi = {
  seasoned: defineRoute({
    ...sandbox,
    method: 'POST',
    path: '/api/sandbox/operators',
    summary:
      'Make an operator as the shell does, its creation set back some hours (its credentials answered)',
    body: z.object({
      role: operatorRole,
      name: z.string().trim().min(1).max(100),
      hours: z.number().int().min(0).max(10_000),
    }),
    replies: { 200: z.object({ username: z.string(), password: z.string(), totpSecret: z.string() }) },
    codes: [],
  }),
};
