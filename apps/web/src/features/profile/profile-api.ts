import { messageReply, profileReply, type ChangePasswordRequest } from '@wallet/contract';
import { apiGet, apiRequest } from '../../lib/api/client.ts';

export const fetchProfile = (signal?: AbortSignal) => apiGet('/api/account/profile', profileReply, signal);

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/api/account/changepwd', { method: 'PUT', body, schema: messageReply });
