import { queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';

/** Every operator (admin): the operators page lists them, the audit filter picks one by name (issue 27). */
export const operatorKeys = { all: ['operators'] as const, list: ['operators', 'list'] as const };

/** Also the operators waiting for a second admin's confirmation (the queues' `operatorGrants`). */
export const operatorsQuery = queryOptions({
  queryKey: operatorKeys.list,
  queryFn: ({ signal }) => callRoute(operatorsApi.list, { signal }),
});
