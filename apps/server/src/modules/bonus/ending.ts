import { fail } from '../../lib/app-error.ts';
import type { GameAccounts } from '../games/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { mayEnd } from './bonus-rules.ts';
import { activeBonusOf, lockMemberBonuses } from './bonus-repo.ts';
import { detailsOf } from './details.ts';

/**
 * Ending the active bonus (GET /api/bonus/clear): allowed once the member's total balance (the
 * wallet and every game account, read from the providers first) reached the bonus's target or
 * fell under its floor; otherwise BONUS_CONDITION. No money moves: from then on the balance is
 * the member's without conditions. The statement gets a finish_bonus row.
 */
export class BonusEndings {
  constructor(
    private readonly ledger: Ledger,
    private readonly games: GameAccounts,
    private readonly events: BalanceEvents,
  ) {}

  async clear(memberId: number): Promise<{ message: 'BONUS_CLEAR' }> {
    await this.games.refreshAll(memberId);
    await this.ledger.inTransaction(async (tx) => {
      await lockMemberBonuses(tx.db, memberId);
      const held = (await activeBonusOf(tx.db, memberId, true)) ?? fail('NO_DATA');
      const { wallet, games } = await tx.balances(memberId);
      const total = wallet + [...games.values()].reduce((sum, amount) => sum + amount, 0);
      if (!mayEnd(held, total)) fail('BONUS_CONDITION');
      await tx.db.query(
        `UPDATE member_bonuses SET is_active = false, end_reason = 'clear', ended_at = now() WHERE id = $1`,
        [held.id],
      );
      await tx.open(
        {
          memberId,
          statementType: 'finish_bonus',
          kind: 'bonus_end',
          fromPlace: 'BONUS',
          toPlace: 'WALLET',
          provider: null,
          amount: held.bonus,
          opKey: `bonus:end:${held.id}`,
        },
        'SUCCESS',
        'bonus_end',
        [],
        detailsOf(held),
      );
    });
    this.events.changed(memberId);
    return { message: 'BONUS_CLEAR' };
  }
}
