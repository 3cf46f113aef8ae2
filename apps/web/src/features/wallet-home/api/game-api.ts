import { gameLoginReply, launchNeedsPassword, launchReply, type GameLoginReply } from '@wallet/contract';
import { apiGet } from '../../../lib/api/client.ts';

const segment = encodeURIComponent;

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
