import {
  depositLookupReply,
  qrStateReply,
  slipEntry,
  slipLookupReply,
  trueLinkReply,
  type QrCancelRequest,
  type QrChannel,
  type QrCreateRequest,
  type TrueLinkRequest,
} from '@wallet/contract';
import { apiGet, apiRequest } from '../../lib/api/client.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';
import { uploadFile } from '../../lib/api/upload.ts';

export const fetchDepositAccounts = (signal?: AbortSignal) =>
  apiGet('/api/lookup/deposit', depositLookupReply, signal);

const qrPath = (channel: QrChannel) => `/api/qrcode/${encodeURIComponent(channel)}`;

export const fetchQrState = (channel: QrChannel, signal?: AbortSignal) =>
  apiGet(qrPath(channel), qrStateReply, signal);

export const createQr = (channel: QrChannel, body: QrCreateRequest) =>
  apiRequest(qrPath(channel), { method: 'POST', body, schema: qrStateReply });

export const cancelQr = (channel: QrChannel, body: QrCancelRequest) =>
  apiRequest(qrPath(channel), { method: 'DELETE', body, schema: qrStateReply });

export const fetchSlipLookup = (signal?: AbortSignal) => apiGet('/api/lookup/slip', slipLookupReply, signal);

// Deposits are never aborted on unmount: once sent, the member must learn how they ended.

export const uploadSlip = (file: File, key: string, onProgress: (fraction: number) => void) =>
  uploadFile('/api/wallet/slip', file, { schema: slipEntry, headers: idempotencyHeaders(key), onProgress });

export const sendTrueLink = (body: TrueLinkRequest, key: string) =>
  apiRequest('/api/wallet/truelink', {
    method: 'POST',
    body,
    schema: trueLinkReply,
    headers: idempotencyHeaders(key),
  });
