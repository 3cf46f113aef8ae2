import { spinApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';
import { routeScope } from '@wallet/web-client';

export const spinSetupQuery = routeQuery(spinApi.setup);

export const spinCouponsQuery = routeQuery(spinApi.coupons);

/** What a spin or a claim changes besides the wallet: the wheel's coin count and the coupons. */
export const spinScopes = [routeScope(spinApi.setup), routeScope(spinApi.coupons)];

/** A spin spends a coin: it carries an Idempotency-Key, the same one on a retry after no answer. */
export const spinWheel = (key: string) => callRoute(spinApi.spin, { idempotencyKey: key });

/** A claim moves the coupon's amount into the wallet (useMoneyMove). */
export const claimCoupon = (coupon: string, key: string) =>
  callRoute(spinApi.claim, { body: { coupon }, idempotencyKey: key });
