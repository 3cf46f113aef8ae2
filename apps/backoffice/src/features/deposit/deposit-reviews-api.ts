import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type DepositReviewsQuery } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

export const depositReviewsQuery = (filter: DepositReviewsQuery) =>
  queryOptions({
    queryKey: [...queueKeys.list('depositReviews'), filter],
    queryFn: ({ signal }) => callRoute(financeApi.depositReviews, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
