import type { QueueName } from '@wallet/contract';

/** Query keys of the queues, shared by the screens that read them and the events that refresh them. */
export const queueKeys = {
  summary: ['queues', 'summary'] as const,
  list: (queue: QueueName) => ['queues', queue] as const,
};
