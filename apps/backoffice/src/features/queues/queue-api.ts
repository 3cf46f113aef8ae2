import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  financeApi,
  type AdjustmentsQuery,
  type DepositReviewsQuery,
  type WithdrawalsQuery,
} from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

export const withdrawalsQuery = (filter: WithdrawalsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('withdrawals'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.withdrawals, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const depositReviewsQuery = (filter: DepositReviewsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('depositReviews'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.depositReviews, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const adjustmentsQuery = (filter: AdjustmentsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('adjustments'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.adjustments, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
