import { withdrawLookupReply, withdrawReply, type WithdrawRequest } from '@wallet/contract';
import { apiGet, apiRequest } from '../../lib/api/client.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';

export const fetchWithdrawLimits = (signal?: AbortSignal) =>
  apiGet('/api/lookup/withdraw', withdrawLookupReply, signal);

/**
 * The withdraw modal uses withdrawAll (spec doc 2 section 7). A money POST is never aborted on
 * unmount: once sent, the member must learn how it ended.
 */
export const withdraw = (body: WithdrawRequest, key: string) =>
  apiRequest('/api/wallet/withdrawAll', {
    method: 'POST',
    body,
    schema: withdrawReply,
    headers: idempotencyHeaders(key),
  });
