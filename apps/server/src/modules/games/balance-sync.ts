import type { GameProvider } from '../../adapters/games/port.ts';
import type { BalanceEvents } from '../wallet/events.ts';
import type { Ledger } from '../wallet/ledger.ts';
import { withDeadline } from './provider-call.ts';

/**
 * Brings a game ledger account to the provider's balance: play wins and losses happen at
 * the provider, and this books the difference against the house's game results.
 *
 * The remote balance is only trusted when no transfer with that provider was in flight or
 * settled while it was read; otherwise money on its way would be counted twice, and the
 * sync is skipped (the next one catches up).
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
    const {
      rows: [clock],
    } = await this.ledger.pool.query<{ now: Date }>('SELECT now()');
    const remote = await withDeadline(this.provider.balance(providerCode, username), this.timeoutMs);
    const game = await this.ledger.memberAccount(memberId, 'game', providerCode);
    const results = await this.ledger.houseAccount('game_results');
    const changed = await this.ledger.transaction(async (tx) => {
      const { rows } = await tx.query<{ balance: number }>(
        'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
        [game.id],
      );
      const busy = await tx.query(
        `SELECT 1 FROM movements WHERE member_id = $1 AND provider = $2 AND (status = 'PENDING' OR updated_at >= $3) LIMIT 1`,
        [memberId, providerCode, clock!.now],
      );
      const difference = remote - rows[0]!.balance;
      if (busy.rowCount || difference === 0) return false;
      await this.ledger.post(tx, {
        kind: 'game_sync',
        memberId,
        legs: [
          { account: game, amount: difference },
          { account: results, amount: -difference },
        ],
      });
      return true;
    });
    if (changed) this.events.changed(memberId);
    return changed;
  }
}
