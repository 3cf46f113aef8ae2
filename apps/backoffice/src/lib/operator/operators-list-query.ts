import { queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '@wallet/contract';
import { callRoute } from '../api/client.ts';

/** Every operator (admin): the operators page lists them, the audit filter picks one by name (issue 27). */
export const operatorKeys = { all: ['operators'] as const };

export const operatorsQuery = queryOptions({
  queryKey: [...operatorKeys.all, 'list'],
  queryFn: ({ signal }) => callRoute(operatorsApi.list, { signal }),
});
