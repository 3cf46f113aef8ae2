import { lookupApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchAppInfo = (signal?: AbortSignal) => callRoute(lookupApi.info, { signal });
