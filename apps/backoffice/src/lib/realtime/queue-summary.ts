import { queryOptions } from '@tanstack/react-query';
import { financeApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';
import { queueKeys } from './queue-keys.ts';

/** The money queues' waiting counts and oldest items; kept current by queue:changed events. */
export const queuesSummaryQuery = queryOptions({
  queryKey: queueKeys.summary,
  queryFn: ({ signal }) => callRoute(financeApi.queues, { signal }),
});
