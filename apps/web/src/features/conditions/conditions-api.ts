import { conditionsReply } from '@wallet/contract';
import { apiGet } from '../../lib/api/client.ts';

export const fetchConditions = (signal?: AbortSignal) =>
  apiGet('/api/lookup/conditions', conditionsReply, signal);
