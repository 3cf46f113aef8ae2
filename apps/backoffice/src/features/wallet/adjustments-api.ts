import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type AdjustmentsQuery } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

export const adjustmentsQuery = (filter: AdjustmentsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('adjustments'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.adjustments, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
