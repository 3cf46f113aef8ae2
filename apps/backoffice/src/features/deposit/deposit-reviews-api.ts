import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DepositReviewsQuery, depositReviewApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const depositReviewsQuery = (filter: DepositReviewsQuery) =>
  queryOptions({
    ...routeQuery(depositReviewApi.depositReviews, { query: filter }),
    placeholderData: keepPreviousData,
  });
