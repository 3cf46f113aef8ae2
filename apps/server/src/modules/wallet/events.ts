import { LocalBus, type Bus } from '../../lib/bus.ts';

/**
 * "This member's balances (or what home shows of them) changed": emitted after the commit
 * that changed them, and heard on every node (a Redis bus with several): each node's realtime
 * layer pushes fresh balances to the member's sockets there, and each node's wallet answer
 * cache drops the member's entry, so a change made through one node is never shown undone by
 * another's cache.
 */
export class BalanceEvents {
  constructor(private readonly bus: Bus<number> = new LocalBus()) {}

  changed(memberId: number): void {
    this.bus.publish(memberId);
  }

  onChanged(listener: (memberId: number) => void): () => void {
    return this.bus.on(listener);
  }
}
