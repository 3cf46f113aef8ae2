import { EventEmitter } from 'node:events';

/**
 * "This member's balances changed": emitted after the commit that changed them. The
 * realtime module listens and pushes fresh balances to the member's open sockets.
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
