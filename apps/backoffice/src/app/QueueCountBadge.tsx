import { useQuery } from '@tanstack/react-query';
import { operatorsApi, settingChangesApi, type OperatorRole, type QueuesSummary } from '@wallet/contract';
import { canCall } from '../lib/operator/access.ts';
import { useOperator } from '../lib/operator/use-operator.ts';
import { queuesSummaryQuery } from '../lib/realtime/queue-summary.ts';

/**
 * The route that decides each queue's items, where only some of this menu entry's roles may
 * decide them: what waits for a second admin counts for admins only (finance sees it on its tab
 * and the dashboard, but has nothing to do about it).
 */
const DECIDED_BY: Partial<Record<keyof QueuesSummary, { roles?: readonly OperatorRole[] }>> = {
  settingChanges: settingChangesApi.confirm,
  operatorGrants: operatorsApi.confirm,
};

/** The number of items waiting for this operator's role in all the queues, next to the menu entry. */
export function QueueCountBadge() {
  const summary = useQuery(queuesSummaryQuery).data;
  const role = useOperator()?.role;
  if (!summary) return null;
  const waiting = (Object.keys(summary) as (keyof QueuesSummary)[])
    .filter((queue) => {
      const route = DECIDED_BY[queue];
      return route === undefined || canCall(role, route);
    })
    .reduce((sum, queue) => sum + summary[queue].count, 0);
  if (waiting === 0) return null;
  return (
    <span className="layout__count" data-testid="nav-queue-count">
      {waiting}
    </span>
  );
}
