import {
  queuesSummary,
  type PendingSummary,
  type QueueChangedEvent,
  type QueueName,
  type QueuesSummary,
} from '@wallet/contract';
import { fail } from './app-error.ts';

/**
 * Arrivals in and departures from the queues (the money queues, and what waits for a second
 * admin: setting changes, operators), published by the modules that own them and pushed by the operators' namespace (src/realtime).
 * Each event carries the queue's waiting count after the change, read when it is sent. Heard on
 * this node only: the namespace's broadcast reaches every node's finance sockets (the socket
 * adapter).
 */
export class QueueEvents {
  private readonly listeners = new Set<(event: QueueChangedEvent) => void>();
  private readonly summaries = new Map<QueueName, () => Promise<PendingSummary>>();
  private watchedHere: () => boolean = () => false;

  /** How each queue counts its waiting items (registered by the queue). */
  summary(queue: QueueName, read: () => Promise<PendingSummary>): void {
    this.summaries.set(queue, read);
  }

  /** A queue's waiting items: how many, and since when. */
  pending(queue: QueueName): Promise<PendingSummary> {
    return (this.summaries.get(queue) ?? fail('NO_DATA'))();
  }

  /** Every queue of the summary (GET /api/backoffice/queues, the dashboard): each one's waiting items. */
  async all(): Promise<QueuesSummary> {
    const names = queuesSummary.keyof().options;
    const counts = await Promise.all(names.map((name) => this.pending(name)));
    return Object.fromEntries(names.map((name, i) => [name, counts[i]!])) as QueuesSummary;
  }

  on(listener: (event: QueueChangedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Who is watching the queues on this node (the operators' namespace tells: a finance socket is connected). */
  watchedBy(watched: () => boolean): void {
    this.watchedHere = watched;
  }

  /** Whether an operator watches the queues on this node (a queue that polls for arrivals polls only then). */
  watched(): boolean {
    return this.watchedHere();
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
