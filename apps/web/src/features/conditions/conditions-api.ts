import { lookupApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchConditions = (signal?: AbortSignal) => callRoute(lookupApi.conditions, { signal });
