import {
  gameAccountEntry,
  gameLoginReply,
  launchNeedsPassword,
  launchReply,
  transferReply,
  type GameLoginReply,
  type TransferAllRequest,
} from '@wallet/contract';
import { apiGet, apiRequest } from '../../lib/api/client.ts';
import { idempotencyHeaders } from '../../lib/api/idempotency.ts';

const segment = encodeURIComponent;

export const activateGame = (code: string) =>
  apiGet(`/api/wallet/activate/${segment(code)}`, gameAccountEntry);

export const fetchGameLogin = (code: string, signal?: AbortSignal) =>
  apiGet(`/api/wallet/account/${segment(code)}`, gameLoginReply, signal);

export const resetGamePassword = (code: string) =>
  apiGet(`/api/wallet/resetpassword/${segment(code)}`, gameLoginReply);

/** Spec doc 2 section 7 "Game launch": some providers take the password in the path too. */
export function fetchLaunchUrl(code: string, login: GameLoginReply) {
  const path = launchNeedsPassword(code)
    ? `/api/autoLogin/${segment(code)}/${segment(login.username)}/${segment(login.password)}`
    : `/api/autoLogin/${segment(code)}/${segment(login.username)}`;
  return apiGet(path, launchReply);
}

// A money POST is never aborted on unmount: once sent, the member must learn how it ended.
export const transferAll = (body: TransferAllRequest, key: string) =>
  apiRequest('/api/wallet/transferAll', {
    method: 'POST',
    body,
    schema: transferReply,
    headers: idempotencyHeaders(key),
  });
