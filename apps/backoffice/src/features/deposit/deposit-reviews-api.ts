import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type DepositReviewsQuery } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const depositReviewsQuery = (filter: DepositReviewsQuery) =>
  queryOptions({
    ...routeQuery(financeApi.depositReviews, { query: filter }),
    placeholderData: keepPreviousData,
  });
