import { EventEmitter } from 'node:events';

/**
 * "This member's balances (or what home shows of them) changed": emitted after the commit
 * that changed them. The realtime module pushes fresh balances to the member's sockets, and
 * the wallet answer cache drops the member's entry.
 */
export class BalanceEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  changed(memberId: number): void {
    this.emitter.emit('changed', memberId);
  }

  onChanged(listener: (memberId: number) => void): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}
