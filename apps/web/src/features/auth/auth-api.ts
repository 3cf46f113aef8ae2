import { activeReply, loginReply, type LoginReply, type LoginRequest } from '@wallet/contract';
import { apiGet, apiPost, apiRequest } from '../../lib/api/client.ts';

export function login(request: LoginRequest): Promise<LoginReply> {
  return apiPost('/api/login', request, loginReply);
}

/** Revokes the token on the server (204). */
export function logout(): Promise<void> {
  return apiRequest('/api/logout', { method: 'POST' });
}

export function fetchSiteActive(signal?: AbortSignal) {
  return apiGet('/api/lookup/active', activeReply, signal);
}
