import {
  lookupApi,
  qrApi,
  slipApi,
  trueLinkApi,
  type QrCancelRequest,
  type QrChannel,
  type QrCreateRequest,
  type TrueLinkRequest,
} from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { uploadFile } from '../../lib/api/upload.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const depositAccountsQuery = routeQuery(lookupApi.deposit);

export const qrStateQuery = (channel: QrChannel) => routeQuery(qrApi.current, { params: { channel } });

export const createQr = (channel: QrChannel, body: QrCreateRequest) =>
  callRoute(qrApi.create, { params: { channel }, body });

export const cancelQr = (channel: QrChannel, body: QrCancelRequest) =>
  callRoute(qrApi.cancel, { params: { channel }, body });

export const slipLookupQuery = routeQuery(lookupApi.slip);

// Deposits are never aborted on unmount: once sent, the member must learn how they ended.

export const uploadSlip = (file: File, key: string, onProgress: (fraction: number) => void) =>
  uploadFile(slipApi.upload, file, { idempotencyKey: key, onProgress });

export const sendTrueLink = (body: TrueLinkRequest, key: string) =>
  callRoute(trueLinkApi.redeem, { body, idempotencyKey: key });
