import {
  transferReply,
  withdrawReply,
  type TransferAllRequest,
  type TransferRequest,
  type WithdrawRequest,
} from '@wallet/contract';
import { apiRequest } from '../../../lib/api/client.ts';
import { idempotencyHeaders } from '../../../lib/api/idempotency.ts';

// Money POSTs are never aborted on unmount: once sent, the member must learn how they ended.

export const transfer = (body: TransferRequest, key: string) =>
  apiRequest('/api/wallet/transfer', {
    method: 'POST',
    body,
    schema: transferReply,
    headers: idempotencyHeaders(key),
  });

export const transferAll = (body: TransferAllRequest, key: string) =>
  apiRequest('/api/wallet/transferAll', {
    method: 'POST',
    body,
    schema: transferReply,
    headers: idempotencyHeaders(key),
  });

/** The withdraw modal uses withdrawAll (spec doc 2 section 7). */
export const withdraw = (body: WithdrawRequest, key: string) =>
  apiRequest('/api/wallet/withdrawAll', {
    method: 'POST',
    body,
    schema: withdrawReply,
    headers: idempotencyHeaders(key),
  });
