import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type WithdrawalsQuery } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const withdrawalsQuery = (filter: WithdrawalsQuery) =>
  queryOptions({
    ...routeQuery(financeApi.withdrawals, { query: filter }),
    placeholderData: keepPreviousData,
  });
