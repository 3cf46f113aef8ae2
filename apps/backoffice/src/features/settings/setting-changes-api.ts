import { queryOptions } from '@tanstack/react-query';
import { settingChangesApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';

/** The query key of the money-control settings' waiting changes (ADR 0130). */
export const settingChangesKey = ['settings', 'changes'] as const;

/**
 * The waiting changes and the last decided ones. Read by every operator's frame (the notice),
 * so it is read again every minute: a change another admin asked for shows up without a reload.
 */
export const settingChangesQuery = queryOptions({
  queryKey: settingChangesKey,
  queryFn: ({ signal }) => callRoute(settingChangesApi.list, { signal }),
  refetchInterval: 60_000,
});
