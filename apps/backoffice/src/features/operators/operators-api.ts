import { operatorsApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export { operatorReads, operatorsQuery } from '../../lib/operator/operators-list-query.ts';

export const operatorSessionsQuery = routeQuery(operatorsApi.sessions, {
  query: { active: 'true', limit: 100 },
});
