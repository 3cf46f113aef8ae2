import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type WithdrawalsQuery, withdrawalQueueApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const withdrawalsQuery = (filter: WithdrawalsQuery) =>
  queryOptions({
    ...routeQuery(withdrawalQueueApi.withdrawals, { query: filter }),
    placeholderData: keepPreviousData,
  });
