import { gamesApi, type TransferRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

// A money POST is never aborted on unmount: once sent, the member must learn how it ended.
export const transfer = (body: TransferRequest, key: string) =>
  callRoute(gamesApi.transfer, { body, idempotencyKey: key });
