import { lookupApi, withdrawApi, type WithdrawRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';

export const fetchWithdrawLimits = (signal?: AbortSignal) => callRoute(lookupApi.withdraw, { signal });

/**
 * The withdraw modal uses withdrawAll (spec doc 2 section 7). A money POST is never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const withdraw = (body: WithdrawRequest, key: string) =>
  callRoute(withdrawApi.withdrawAll, { body, headers: idempotencyHeaders(key) });
