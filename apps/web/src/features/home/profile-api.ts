import { profileReply } from '@wallet/contract';
import { apiGet } from '../../lib/api/client.ts';

export const fetchProfile = (signal?: AbortSignal) => apiGet('/api/account/profile', profileReply, signal);
