import { fail } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import type { Queryable } from '../../db/queryable.ts';
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
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly games: GameAccounts,
    private readonly events: BalanceEvents,
  ) {}

  /** `opKey`: the request's operation key (its Idempotency-Key); a retry of it answers the clearing. */
  async clear(memberId: number, opKey?: string): Promise<{ message: 'BONUS_CLEAR' }> {
    // The request's process died after the bonus ended: the retry is told BONUS_CLEAR, not
    // NO_DATA (ADR 0195). Another key still hears NO_DATA.
    if (opKey && (await this.clearedBy(opKey))) return { message: 'BONUS_CLEAR' };
    await this.games.refreshAll(memberId);
    await this.ledger.inTransaction(async (tx) => {
      await lockMemberBonuses(tx.db, memberId);
      const held = (await activeBonusOf(tx.db, memberId, true)) ?? fail('NO_DATA');
      const { wallet, games } = await tx.balances(memberId);
      const total = wallet + [...games.values()].reduce((sum, amount) => sum + amount, 0);
      if (!mayEnd(held, total)) fail('BONUS_CONDITION');
      await tx.db.query(
        `UPDATE member_bonuses SET is_active = false, end_reason = 'clear', ended_at = now(), end_op_key = $2
         WHERE id = $1`,
        [held.id, opKey ?? null],
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
    crashPoint('bonus.afterClear');
    this.events.changed(memberId);
    return { message: 'BONUS_CLEAR' };
  }

  /** Whether the request's operation key cleared a bonus (its row names the key). */
  private async clearedBy(opKey: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM member_bonuses WHERE end_op_key = $1', [opKey]);
    return (rowCount ?? 0) > 0;
  }
}
