import { useQuery } from '@tanstack/react-query';
import { queuesSummaryQuery } from '../lib/realtime/queue-summary.ts';

/** The number of items waiting in all the money queues, next to the menu entry. */
export function QueueCountBadge() {
  const summary = useQuery(queuesSummaryQuery).data;
  if (!summary) return null;
  const waiting =
    summary.withdrawals.count +
    summary.depositReviews.count +
    summary.adjustments.count +
    summary.heldCredits.count;
  if (waiting === 0) return null;
  return (
    <span className="layout__count" data-testid="nav-queue-count">
      {waiting}
    </span>
  );
}
