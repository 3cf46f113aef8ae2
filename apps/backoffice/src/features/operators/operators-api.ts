import { queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

export const operatorKeys = { all: ['operators'] as const };

export const operatorsQuery = queryOptions({
  queryKey: [...operatorKeys.all, 'list'],
  queryFn: ({ signal }) => callRoute(operatorsApi.list, { signal }),
});

export const operatorSessionsQuery = queryOptions({
  queryKey: [...operatorKeys.all, 'sessions'],
  queryFn: ({ signal }) =>
    callRoute(operatorsApi.sessions, { query: { active: 'true', limit: 100 }, signal }),
});
