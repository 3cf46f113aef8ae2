import { operatorsApi } from '@wallet/contract';
import { routeScope } from '@wallet/web-client';
import { routeQuery } from '../api/client.ts';

/** What a change to an operator makes stale: the operators' list and their sessions. */
export const operatorReads = [routeScope(operatorsApi.list), routeScope(operatorsApi.sessions)];

/**
 * Every operator (admin): the operators page lists them, the audit filter picks one by name
 * (issue 27). Also the operators waiting for a second admin's confirmation (the queues'
 * `operatorGrants`).
 */
export const operatorsQuery = routeQuery(operatorsApi.list);
