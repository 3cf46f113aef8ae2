import { refundApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';
import { routeScope } from '@wallet/web-client';

export const refundCheckQuery = routeQuery(refundApi.check);

export const refundLogQuery = (page: number, limit: number) =>
  routeQuery(refundApi.list, { body: { page, limit } });

export const refundBannersQuery = routeQuery(refundApi.banners);

/** What a receive or an add-to-wallet changes besides the wallet: the check and every log page. */
export const refundScopes = [routeScope(refundApi.check), routeScope(refundApi.list)];

/** Receive and add-to-wallet move money: each carries an Idempotency-Key, the same one on a retry. */
export const receiveRefund = (key: string) => callRoute(refundApi.receive, { idempotencyKey: key });

export const addRefundToWallet = (key: string) => callRoute(refundApi.addWallet, { idempotencyKey: key });
