import { queryOptions } from '@tanstack/react-query';
import { settingChangesApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/**
 * What asking for or deciding a money-control setting change (ADR 0130) makes stale: the list of
 * waiting changes (a queue's list, so the `settingChanges` queue event refreshes it anywhere) and
 * the queues' counts.
 */
export const settingChangesLive = queueKeys.live('settingChanges');

/**
 * The waiting changes and the last decided ones. Read by every operator's frame (the notice),
 * so it is read again every minute: support hears no queue events, and a change another admin
 * asked for shows up without a reload.
 */
export const settingChangesQuery = queryOptions({
  ...routeQuery(settingChangesApi.list),
  refetchInterval: 60_000,
});
