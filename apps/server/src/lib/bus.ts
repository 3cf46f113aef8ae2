/**
 * A message every node hears: a session that ended, a settings change. `publish` delivers to
 * this node's listeners at once (before it returns, so the node that made the change acts on it
 * before it answers) and to every other node's soon after. Modules see only this interface:
 * one node uses `LocalBus`, several share one through Redis (adapters/redis, ADR 0036).
 */
export interface Bus<T> {
  publish(message: T): void;
  /** Hears every message, this node's and the others'. Returns the unsubscribe. */
  on(listener: (message: T) => void): () => void;
}

/** One node: the listeners are the whole audience. */
export class LocalBus<T> implements Bus<T> {
  private readonly listeners = new Set<(message: T) => void>();

  on(listener: (message: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(message: T): void {
    for (const listener of this.listeners) listener(message);
  }
}

/** Makes the named buses of a node; the same name gives the same bus. */
export interface Buses {
  bus<T>(name: string): Bus<T>;
}

/** One node: each name is a LocalBus. */
export class LocalBuses implements Buses {
  private readonly made = new Map<string, LocalBus<unknown>>();

  bus<T>(name: string): Bus<T> {
    let bus = this.made.get(name);
    if (!bus) this.made.set(name, (bus = new LocalBus<unknown>()));
    return bus as Bus<T>;
  }
}
