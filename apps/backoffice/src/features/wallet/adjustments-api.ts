import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type AdjustmentsQuery } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const adjustmentsQuery = (filter: AdjustmentsQuery) =>
  queryOptions({
    ...routeQuery(financeApi.adjustments, { query: filter }),
    placeholderData: keepPreviousData,
  });
