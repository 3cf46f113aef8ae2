import {
  gamesApi,
  launchNeedsPassword,
  type GameLoginReply,
  type TransferAllRequest,
} from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const activateGame = (slotCode: string) => callRoute(gamesApi.activate, { params: { slotCode } });

export const gameLoginQuery = (slotCode: string) => routeQuery(gamesApi.account, { params: { slotCode } });

export const resetGamePassword = (slotCode: string) =>
  callRoute(gamesApi.resetPassword, { params: { slotCode } });

/** Spec doc 2 section 7 "Game launch": some providers take the password in the path too. */
export function fetchLaunchUrl(provider: string, login: GameLoginReply) {
  const { username, password } = login;
  return launchNeedsPassword(provider)
    ? callRoute(gamesApi.launchWithPassword, { params: { provider, username, password } })
    : callRoute(gamesApi.launch, { params: { provider, username } });
}

// A money POST is never aborted on unmount: once sent, the member must learn how it ended.
export const transferAll = (body: TransferAllRequest, key: string) =>
  callRoute(gamesApi.transferAll, { body, idempotencyKey: key });
