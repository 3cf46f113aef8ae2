import { refundApi } from '@wallet/contract';
import { callRoute } from '../../../lib/api/call-route.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency.ts';

export const fetchRefundCheck = (signal?: AbortSignal) => callRoute(refundApi.check, { signal });

export const fetchRefundLog = (page: number, limit: number, signal?: AbortSignal) =>
  callRoute(refundApi.list, { body: { page, limit }, signal });

export const fetchRefundBanners = (signal?: AbortSignal) => callRoute(refundApi.banners, { signal });

/** Receive and add-to-wallet move money: each carries an Idempotency-Key, the same one on a retry. */
export const receiveRefund = (key: string) =>
  callRoute(refundApi.receive, { headers: idempotencyHeaders(key) });

export const addRefundToWallet = (key: string) =>
  callRoute(refundApi.addWallet, { headers: idempotencyHeaders(key) });
