import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { financeApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/** The manual rail's "to pay" list (ADR 0146): under the withdrawals' keys, so their live changes refresh it. */
export const manualPayoutsQuery = queryOptions({
  queryKey: [...queueKeys.list('withdrawals'), 'manual-payouts'],
  queryFn: ({ signal }) =>
    callRoute(financeApi.manualPayouts, { query: { status: 'TO_PAY', limit: 100 }, signal }),
  placeholderData: keepPreviousData,
});
