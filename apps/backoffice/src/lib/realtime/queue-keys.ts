import type { QueueName } from '@wallet/contract';
import { operatorKeys } from '../operator/operators-list-query.ts';

const summary = ['queues', 'summary'] as const;

/**
 * The list that shows each queue's items. The operators waiting for a second admin are rows of
 * the operators' list (its page, its menu badge and the queues' tab read the one list), so an
 * event of that queue refreshes it; every other queue's list has a key of its own here.
 */
const list = (queue: QueueName) =>
  queue === 'operatorGrants' ? operatorKeys.list : (['queues', queue] as const);

/** Query keys of the queues, shared by the screens that read them and the events that refresh them. */
export const queueKeys = {
  summary,
  list,
  /** What a change in one queue makes stale: its lists and the waiting counts. */
  live: (queue: QueueName) => [list(queue), summary] as const,
};
