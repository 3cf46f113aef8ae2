import { transferReply, type TransferRequest } from '@wallet/contract';
import { apiRequest } from '../../lib/api/client.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';

// A money POST is never aborted on unmount: once sent, the member must learn how it ended.
export const transfer = (body: TransferRequest, key: string) =>
  apiRequest('/api/wallet/transfer', {
    method: 'POST',
    body,
    schema: transferReply,
    headers: idempotencyHeaders(key),
  });
