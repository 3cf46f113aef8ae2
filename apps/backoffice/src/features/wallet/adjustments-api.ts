import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AdjustmentPreviewQuery, type AdjustmentsQuery, adjustmentApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const adjustmentsQuery = (filter: AdjustmentsQuery) =>
  queryOptions({
    ...routeQuery(adjustmentApi.adjustments, { query: filter }),
    placeholderData: keepPreviousData,
  });

/**
 * What the server would do with this adjustment now (issue 41): the wallet before and after,
 * whether it waits; a debit larger than the wallet is its refusal (not retried: it is an answer).
 */
export const adjustmentPreviewQuery = (query: AdjustmentPreviewQuery) =>
  queryOptions({
    ...routeQuery(adjustmentApi.adjustmentPreview, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
