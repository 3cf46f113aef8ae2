import { lookupApi } from '@wallet/contract';
import { routeQuery } from '../../lib/query/route-query.ts';

export const conditionsQuery = routeQuery(lookupApi.conditions);
