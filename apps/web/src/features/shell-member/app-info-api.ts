import { infoReply } from '@wallet/contract';
import { apiGet } from '../../lib/api/client.ts';

export const fetchAppInfo = (signal?: AbortSignal) => apiGet('/api/lookup/info', infoReply, signal);
