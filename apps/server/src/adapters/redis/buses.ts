import type { Redis } from 'ioredis';
import { LocalBus, type Bus, type Buses } from '../../lib/bus.ts';

interface Envelope {
  /** The node that published: it has delivered to its own listeners already. */
  from: string;
  message: unknown;
}

/**
 * Buses over Redis pub/sub: one channel per bus under the prefix, one subscriber connection
 * for all of them (a pattern subscription made at connect, so a bus made later misses
 * nothing). A publish reaches this node's listeners at once and the other nodes' through
 * Redis; a message that cannot be published is counted, not thrown: what it announces is
 * also bounded by time (the trust window, the settings cache), see the ADR 0036.
 */
export class RedisBuses implements Buses {
  private readonly local = new Map<string, LocalBus<unknown>>();

  constructor(
    private readonly publisher: Redis,
    subscriber: Redis,
    private readonly prefix: string,
    private readonly nodeId: string,
    private readonly onError: (operation: string, error: unknown) => void,
  ) {
    subscriber.on('pmessage', (_pattern: string, channel: string, raw: string) => this.receive(channel, raw));
  }

  /** The pattern the subscriber must subscribe to before the node serves. */
  static pattern(prefix: string): string {
    return `${prefix}bus:*`;
  }

  private channel(name: string): string {
    return `${this.prefix}bus:${name}`;
  }

  private localBus(channel: string): LocalBus<unknown> {
    let bus = this.local.get(channel);
    if (!bus) this.local.set(channel, (bus = new LocalBus<unknown>()));
    return bus;
  }

  private receive(channel: string, raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (error) {
      this.onError('receive', error);
      return;
    }
    if (envelope.from !== this.nodeId) this.local.get(channel)?.publish(envelope.message);
  }

  bus<T>(name: string): Bus<T> {
    const channel = this.channel(name);
    const local = this.localBus(channel) as LocalBus<T>;
    return {
      on: (listener) => local.on(listener),
      publish: (message) => {
        const envelope: Envelope = { from: this.nodeId, message };
        this.publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
          this.onError('publish', error);
        });
        local.publish(message);
      },
    };
  }
}
