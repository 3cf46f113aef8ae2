import type { Bus, Buses } from './bus.ts';
import { ChatEvents } from './chat-events.ts';
import { QueueEvents } from './queue-events.ts';

/**
 * The one bus modules publish live changes to; the realtime place (src/realtime) turns them into
 * socket pushes, so no module touches socket.io. It sits below the modules, as `lib/bus.ts` does:
 * publishing never imports the namespaces, which import the modules. A new push (chat's
 * messages) is a topic here and a namespace file there (ADR 0056).
 */
export class LiveBus {
  /**
   * A member's balances (or what home shows of them) changed: every node hears it (a Redis bus
   * with several) and pushes to its own sockets (the wallet's BalanceEvents publishes here).
   */
  readonly balances: Bus<number>;
  /** A money queue changed: pushed to admin and finance operators. */
  readonly queues = new QueueEvents();
  /** A support conversation changed: pushed to its customer and to the agents (issue 25). */
  readonly chat = new ChatEvents();

  constructor(buses: Buses) {
    this.balances = buses.bus<number>('balance-changes');
  }
}
