import { queuesApi } from '@wallet/contract';
import { routeQuery } from '../api/client.ts';

/** The money queues' waiting counts and oldest items; kept current by queue:changed events. */
export const queuesSummaryQuery = routeQuery(queuesApi.queues);
