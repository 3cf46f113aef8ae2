import { queryOptions } from '@tanstack/react-query';
import { settingChangesApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/**
 * The query key of the money-control settings' waiting changes (ADR 0130): a queue's list, so a
 * change asked for or decided anywhere (the `settingChanges` queue event) refreshes it at once.
 */
export const settingChangesKey = queueKeys.list('settingChanges');

/** What asking for or deciding a change makes stale: the list and the queues' counts. */
export const settingChangesLive = queueKeys.live('settingChanges');

/**
 * The waiting changes and the last decided ones. Read by every operator's frame (the notice),
 * so it is read again every minute: support hears no queue events, and a change another admin
 * asked for shows up without a reload.
 */
export const settingChangesQuery = queryOptions({
  queryKey: settingChangesKey,
  queryFn: ({ signal }) => callRoute(settingChangesApi.list, { signal }),
  refetchInterval: 60_000,
});
