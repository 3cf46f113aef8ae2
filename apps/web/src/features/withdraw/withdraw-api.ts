import { lookupApi, withdrawApi, type WithdrawRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';
import { routeQuery } from '../../lib/query/route-query.ts';

export const withdrawLimitsQuery = routeQuery(lookupApi.withdraw);

/**
 * The withdraw modal uses withdrawAll (spec doc 2 section 7). A money POST is never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const withdraw = (body: WithdrawRequest, key: string) =>
  callRoute(withdrawApi.withdrawAll, { body, headers: idempotencyHeaders(key) });
