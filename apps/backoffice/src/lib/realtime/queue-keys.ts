import {
  bankFeedOperatorApi,
  operatorsApi,
  settingChangesApi,
  type QueueName,
  queueNames,
  withdrawalQueueApi,
  payoutDeskApi,
  payoutFilesApi,
  depositReviewApi,
  adjustmentApi,
  queuesApi,
} from '@wallet/contract';
import { routeScope, type JsonRoute } from '@wallet/web-client';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The reads that show each queue's items. The operators waiting for a second admin are rows of
 * the operators' list (its page, its menu badge and the queues' tab read the one list), so an
 * event of that queue refreshes it; the withdrawals' manual "to pay" list (ADR 0146) with its payout files (ADR 0173), and the bank
 * feed's devices and health follow their queue's events too.
 */
const queueReads: Record<QueueName, readonly JsonRoute[]> = {
  withdrawals: [
    withdrawalQueueApi.withdrawals,
    payoutDeskApi.manualPayouts,
    payoutFilesApi.payoutBatches,
    payoutFilesApi.payoutBatch,
  ],
  depositReviews: [depositReviewApi.depositReviews],
  adjustments: [adjustmentApi.adjustments],
  heldCredits: [bankFeedOperatorApi.heldCredits],
  settingChanges: [settingChangesApi.list],
  operatorGrants: [operatorsApi.list],
  bankFeed: [
    bankFeedOperatorApi.bankFeedItems,
    bankFeedOperatorApi.bankFeedDevices,
    bankFeedOperatorApi.bankFeedHealth,
  ],
};

const summary = routeScope(queuesApi.queues);
const lists = (queue: QueueName): QueryKey[] => queueReads[queue].map(routeScope);

/**
 * Query keys of the queues (every one a contract route's scope), shared by the screens that read
 * them and the events that refresh them.
 */
export const queueKeys = {
  summary,
  /** Every read that lists one queue's items. */
  lists,
  /** What a change in one queue makes stale: its lists and the waiting counts. */
  live: (queue: QueueName): QueryKey[] => [...lists(queue), summary],
  /** Every queue's reads and the waiting counts: what events kept current while the socket was live. */
  all: (): QueryKey[] => [...queueNames.flatMap(lists), summary],
};
