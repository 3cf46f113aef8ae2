import { lookupApi } from '@wallet/contract';
import { routeQuery } from '../../lib/query/route-query.ts';

export const appInfoQuery = routeQuery(lookupApi.info);
