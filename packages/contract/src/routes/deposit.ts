import {
  autoAmountReply,
  autoAmountRequest,
  autoAmountStateReply,
  bankFeedReply,
  bankNotificationRequest,
} from '../api/deposit-bank-feed.ts';
import { depositNoticeReply, depositNoticeRequest } from '../api/deposit-notice.ts';
import {
  paymentWebhookReply,
  qrCancelRequest,
  qrChannelParams,
  qrCreateRequest,
  qrStateReply,
} from '../api/deposit-qr.ts';
import { slipEntry, slipImageQuery, slipReferenceParams } from '../api/deposit-slip.ts';
import { trueLinkReply, trueLinkRequest } from '../api/deposit-truelink.ts';
import { pageRequest, slipReferenceReply, slipsReply } from '../api/statement.ts';
import { defineRoute } from './define.ts';

/** QR deposits, one per channel (doc 2 section 7 "QR"), and the gateways' signed confirmations. */
export const qrApi = {
  current: defineRoute({
    method: 'GET',
    path: '/api/qrcode/:channel',
    access: 'member',
    tag: 'deposit',
    summary: "The member's live QR on this channel",
    params: qrChannelParams,
    replies: { 200: qrStateReply },
    codes: [],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/qrcode/:channel',
    access: 'member',
    tag: 'deposit',
    summary: 'Create a QR for an amount (replaces the live one; hasQrcode false with QR_FAIL when refused)',
    params: qrChannelParams,
    body: qrCreateRequest,
    replies: { 200: qrStateReply },
    codes: ['TRANSFER_MINIMUM'],
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/api/qrcode/:channel',
    access: 'member',
    tag: 'deposit',
    summary: 'Cancel the live QR',
    params: qrChannelParams,
    body: qrCancelRequest,
    replies: { 200: qrStateReply },
    codes: ['NO_DATA'],
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payments/webhook/:channel',
    access: 'gateway',
    tag: 'deposit',
    summary: "A gateway's signed payment confirmation (X-Signature over the raw body)",
    params: qrChannelParams,
    body: 'raw',
    replies: { 200: paymentWebhookReply },
    codes: ['UNAUTHORIZED'],
  }),
};

/** Bank-slip deposits and the slip list of the statement (ADR 0020). */
export const slipApi = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/wallet/slip',
    access: 'member',
    tag: 'wallet',
    summary: 'Upload a bank slip (multipart field file, PNG or JPEG)',
    body: 'multipart',
    replies: { 200: slipEntry },
    codes: [
      'SLIP_NO_FILE',
      'SLIP_INVALID_FILE',
      'SLIP_UPLOAD_FAIL',
      'SLIP_UPLOAD_CLOSED',
      'NO_BANK',
      'REQUEST_LIMIT',
    ],
    idempotent: true,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/api/statement/slip',
    access: 'member',
    tag: 'statement',
    summary: "The member's uploaded slips, newest first",
    body: pageRequest,
    replies: { 200: slipsReply },
    codes: [],
  }),
  reference: defineRoute({
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    access: 'member',
    tag: 'statement',
    summary: "A short-lived signed link to a slip's image",
    params: slipReferenceParams,
    replies: { 200: slipReferenceReply },
    codes: ['NO_DATA'],
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/statement/slip/image/:reference',
    access: 'public',
    tag: 'statement',
    summary: "A slip's image, through the signed link of /reference",
    params: slipReferenceParams,
    query: slipImageQuery,
    replies: { 200: 'binary' },
    codes: ['NO_DATA', 'FILE_STORAGE_FAIL'],
  }),
};

export const trueLinkApi = {
  redeem: defineRoute({
    method: 'POST',
    path: '/api/wallet/truelink',
    access: 'member',
    tag: 'deposit',
    summary: 'Deposit a TrueMoney gift link (202 when the redeem answer was unclear: ADR 0019)',
    body: trueLinkRequest,
    replies: { 200: trueLinkReply, 202: trueLinkReply },
    codes: ['TRUELINK_INVALID', 'TRUELINK_DUPLICATE', 'TRANSFER_MINIMUM', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
};

export const depositNoticeApi = {
  add: defineRoute({
    method: 'POST',
    path: '/api/wallet/add',
    access: 'member',
    tag: 'wallet',
    summary: 'Tell the operator about a bank transfer (moves no money: ADR 0014)',
    body: depositNoticeRequest,
    replies: { 201: depositNoticeReply },
    codes: ['TRANSFER_MINIMUM', 'KEY_INVALID', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
};

/**
 * Automatic bank-transfer deposits (issue 23, ADRs 0074-0076): the bank feed's two inbound
 * sources, and the unique amount a member may ask for when the bank shows no sender.
 */
export const bankFeedApi = {
  notification: defineRoute({
    method: 'POST',
    path: '/api/bank-feed/notification',
    access: 'gateway',
    tag: 'deposit',
    summary:
      'An SMS or app notification forwarded by the phone on a site account (X-Device-Key); NO_DATA while the source is off',
    body: bankNotificationRequest,
    replies: { 200: bankFeedReply },
    codes: ['UNAUTHORIZED', 'NO_DATA'],
  }),
  push: defineRoute({
    method: 'POST',
    path: '/api/bank-feed/push',
    access: 'gateway',
    tag: 'deposit',
    summary:
      "A bank or statement service's signed transactions (X-Signature over the raw body); NO_DATA while off",
    body: 'raw',
    replies: { 200: bankFeedReply },
    codes: ['UNAUTHORIZED', 'NO_DATA'],
  }),
  autoAmount: defineRoute({
    method: 'POST',
    path: '/api/deposit/auto-amount',
    access: 'member',
    tag: 'deposit',
    summary:
      'An amount made unique by its satang, reserved for a few minutes, and the AUTO account to send it to',
    body: autoAmountRequest,
    replies: { 200: autoAmountReply },
    codes: ['NO_BANK', 'REQUEST_LIMIT', 'REQUEST_LIMIT_1MIN', 'TRANSFER_MINIMUM'],
  }),
  autoAmountState: defineRoute({
    method: 'GET',
    path: '/api/deposit/auto-amount',
    access: 'member',
    tag: 'deposit',
    summary: 'What became of the member’s latest unique amount: open, paid or expired',
    replies: { 200: autoAmountStateReply },
    codes: [],
  }),
};
