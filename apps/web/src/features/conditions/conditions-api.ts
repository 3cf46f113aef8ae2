import { lookupApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const conditionsQuery = routeQuery(lookupApi.conditions);
