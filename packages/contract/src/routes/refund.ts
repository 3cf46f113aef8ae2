import { bannersReply } from '../api/bonus.ts';
import { refundAddWalletReply, refundCheckReply, refundReceiveReply, refundReply } from '../api/refund.ts';
import { rewardPageRequest } from '../api/statement.ts';
import { defineRoute } from './define.ts';

/** Loss refunds (spec doc 2 section 7 "Refund"); receive and addWallet move money (Idempotency-Key). */
export const refundApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/refund',
    access: 'member',
    tag: 'refund',
    summary: 'The refund log: receipts, additions to the wallet and forfeits, newest first',
    body: rewardPageRequest,
    replies: { 200: refundReply },
    codes: [],
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/refund/check',
    access: 'member',
    tag: 'refund',
    summary: "The last closed period's refund, the refund balance and the odds",
    replies: { 200: refundCheckReply },
    codes: ['REFUND_INACTIVE'],
  }),
  receive: defineRoute({
    method: 'GET',
    path: '/api/refund/receive',
    access: 'member',
    tag: 'refund',
    summary: "Collect the last closed period's refund into the refund balance (once per period)",
    replies: { 200: refundReceiveReply },
    codes: ['REFUND_INACTIVE', 'REFUND_CONDITION', 'NO_REFUND', 'REFUND_MINIMUM', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
  addWallet: defineRoute({
    method: 'GET',
    path: '/api/refund/addWallet',
    access: 'member',
    tag: 'refund',
    summary: 'Move the refund balance to the wallet: a provably fair draw with the refund odds',
    replies: { 200: refundAddWalletReply },
    codes: ['REFUND_INACTIVE', 'REFUND_CONDITION', 'NO_REFUND', 'REQUEST_LIMIT'],
    idempotent: true,
  }),
  banners: defineRoute({
    method: 'GET',
    path: '/api/refund/banners',
    access: 'member',
    tag: 'refund',
    summary: "The refund modal's banners",
    replies: { 200: bannersReply },
    codes: [],
  }),
};
