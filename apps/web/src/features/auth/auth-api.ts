import { authApi, lookupApi, type LoginReply, type LoginRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

export function login(request: LoginRequest): Promise<LoginReply> {
  return callRoute(authApi.login, { body: request });
}

/** Revokes the token on the server (204). */
export function logout(): Promise<void> {
  return callRoute(authApi.logout);
}

export function fetchSiteActive(signal?: AbortSignal) {
  return callRoute(lookupApi.active, { signal });
}
