import type { PendingSummary, QueueChangedEvent, QueueName } from '@wallet/contract';

/**
 * Arrivals in and departures from the money queues, for the operators' sockets. Each event
 * carries the queue's waiting count after the change, read when it is sent.
 */
export class QueueEvents {
  private readonly listeners = new Set<(event: QueueChangedEvent) => void>();
  private readonly summaries = new Map<QueueName, () => Promise<PendingSummary>>();

  /** How each queue counts its waiting items (registered by the queue). */
  summary(queue: QueueName, read: () => Promise<PendingSummary>): void {
    this.summaries.set(queue, read);
  }

  on(listener: (event: QueueChangedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Fire and forget: a failed count never fails the change that was made. */
  changed(queue: QueueName, change: QueueChangedEvent['change'], itemId: string | number): void {
    if (this.listeners.size === 0) return;
    const read = this.summaries.get(queue);
    if (!read) return;
    read()
      .then((pending) => {
        const event = { queue, change, itemId: String(itemId), pending, at: new Date().toISOString() };
        for (const listener of this.listeners) listener(event);
      })
      .catch(() => {});
  }
}
