import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type WithdrawalsQuery } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

export const withdrawalsQuery = (filter: WithdrawalsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('withdrawals'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.withdrawals, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
