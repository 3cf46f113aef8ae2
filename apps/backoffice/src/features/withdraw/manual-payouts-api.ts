import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { payoutDeskApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

/** The manual rail's "to pay" list (ADR 0146): a withdrawals' read, so their live changes refresh it. */
export const manualPayoutsQuery = queryOptions({
  ...routeQuery(payoutDeskApi.manualPayouts, { query: { status: 'TO_PAY', limit: 100 } }),
  placeholderData: keepPreviousData,
});
