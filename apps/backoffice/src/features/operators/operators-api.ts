import { queryOptions } from '@tanstack/react-query';
import { operatorsApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { operatorKeys } from '../../lib/operator/operators-list-query.ts';

export { operatorKeys, operatorsQuery } from '../../lib/operator/operators-list-query.ts';

export const operatorSessionsQuery = queryOptions({
  queryKey: [...operatorKeys.all, 'sessions'],
  queryFn: ({ signal }) =>
    callRoute(operatorsApi.sessions, { query: { active: 'true', limit: 100 }, signal }),
});
