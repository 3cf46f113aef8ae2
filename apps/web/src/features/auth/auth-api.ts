import { authApi, CHAT_GUEST_HEADER, lookupApi, type LoginReply, type LoginRequest } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { storedGuestId } from '../../lib/chat/guest-id.ts';

/** The chat's guest id goes along: the guest's conversation becomes the member's (ADR 0102). */
export function login(request: LoginRequest): Promise<LoginReply> {
  const guestId = storedGuestId();
  return callRoute(authApi.login, {
    body: request,
    ...(guestId ? { headers: { [CHAT_GUEST_HEADER]: guestId } } : {}),
  });
}

/** Revokes the token on the server (204). */
export function logout(): Promise<void> {
  return callRoute(authApi.logout);
}

export function fetchSiteActive(signal?: AbortSignal) {
  return callRoute(lookupApi.active, { signal });
}
