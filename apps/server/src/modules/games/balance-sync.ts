import type { GameProvider } from '../../adapters/games/port.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { withDeadline } from './provider-call.ts';

/**
 * Brings a game ledger account to the provider's balance: play wins and losses happen at
 * the provider, and the ledger books the difference (Ledger.syncGameBalance says when the
 * remote balance can be trusted).
 */
export class BalanceSync {
  constructor(
    private readonly ledger: Ledger,
    private readonly provider: GameProvider,
    private readonly events: BalanceEvents,
    private readonly timeoutMs: number,
  ) {}

  /** True when the ledger changed. Provider failures propagate (callers keep the last known balance). */
  async sync(memberId: number, providerCode: string, username: string): Promise<boolean> {
    const changed = await this.ledger.syncGameBalance(memberId, providerCode, () =>
      withDeadline(this.provider.balance(providerCode, username), this.timeoutMs),
    );
    if (changed) this.events.changed(memberId);
    return changed;
  }
}
