import type { QueueName } from '@wallet/contract';

const summary = ['queues', 'summary'] as const;
const list = (queue: QueueName) => ['queues', queue] as const;

/** Query keys of the queues, shared by the screens that read them and the events that refresh them. */
export const queueKeys = {
  summary,
  list,
  /** What a change in one queue makes stale: its lists and the waiting counts. */
  live: (queue: QueueName) => [list(queue), summary] as const,
};
