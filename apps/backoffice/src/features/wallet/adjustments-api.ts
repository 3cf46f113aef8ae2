import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi, type AdjustmentsQuery, type CreditPreviewQuery } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const adjustmentsQuery = (filter: AdjustmentsQuery) =>
  queryOptions({
    ...routeQuery(financeApi.adjustments, { query: filter }),
    placeholderData: keepPreviousData,
  });

/** What the server's second-approver rule would answer for this credit now (issue 41). */
export const creditPreviewQuery = (query: CreditPreviewQuery) =>
  queryOptions({
    ...routeQuery(financeApi.creditPreview, { query }),
    placeholderData: keepPreviousData,
  });
