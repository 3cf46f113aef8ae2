import type { AccountRef, LedgerTx, Ledger } from '../wallet/index.ts';
import { fail } from '../../lib/app-error.ts';
import { withdrawalSplit } from './bonus-rules.ts';
import { activeBonusOf, lockMemberBonuses, type ActiveBonus } from './bonus-repo.ts';
import { detailsOf } from './details.ts';
import { lockOpenSplit, markUndone, recordSplit } from './split-repo.ts';

/** How a withdrawal splits while a bonus is held (satang). */
export interface BonusSplit {
  held: ActiveBonus;
  payout: number;
  deducted: number;
}

/**
 * The bonus side of a withdrawal (spec: "withdraw everything when a bonus is held, or the rest
 * is deducted"), used by the withdraw module inside the transaction of the withdrawal's hold.
 */
export class BonusWithdrawals {
  constructor(private readonly ledger: Ledger) {}

  /**
   * Resolves the house account before the withdrawal's transaction opens: created on first use
   * on another connection, it must not be fetched while this one holds a pooled connection.
   */
  async prepare(memberId: number): Promise<void> {
    await this.ledger.houseAccountFor('bonuses', memberId);
  }

  /**
   * Locks the member's bonus state; undefined when no bonus is held. With one held, the
   * withdrawal takes the whole wallet: money still in games would escape the rule, so it
   * must come back first (BONUS_REMAINING); asking for more than the wallet holds is
   * MONEY_NOT_ENOUGH as always.
   */
  async split(
    tx: LedgerTx,
    memberId: number,
    wallet: AccountRef,
    requested: number,
  ): Promise<BonusSplit | undefined> {
    await lockMemberBonuses(tx.db, memberId);
    const held = await activeBonusOf(tx.db, memberId, true);
    if (!held) return undefined;
    const balance = await tx.lockedBalance(wallet);
    if (requested > balance) fail('MONEY_NOT_ENOUGH');
    const { games } = await tx.balances(memberId);
    if ([...games.values()].some((amount) => amount > 0)) fail('BONUS_REMAINING');
    return { held, ...withdrawalSplit(held, balance, requested) };
  }

  /**
   * Ends the bonus with the withdrawal, sends the deducted rest of the wallet to the house, and
   * records both against the withdrawal so a rejection can give them back (`undo`). The forfeit's
   * op key is the withdrawal's: a bonus restored by a rejection can be withdrawn with again.
   */
  async settle(
    tx: LedgerTx,
    withdrawal: { id: number; memberId: number },
    wallet: AccountRef,
    split: BonusSplit,
  ): Promise<void> {
    await tx.db.query(
      `UPDATE member_bonuses SET is_active = false, end_reason = 'withdraw', ended_at = now() WHERE id = $1`,
      [split.held.id],
    );
    const forfeit =
      split.deducted === 0
        ? undefined
        : await tx.open(
            {
              memberId: withdrawal.memberId,
              statementType: 'withdraw',
              kind: 'bonus_forfeit',
              fromPlace: 'WALLET',
              toPlace: 'BONUS',
              provider: null,
              amount: split.deducted,
              opKey: `bonus:forfeit:withdrawal:${withdrawal.id}`,
            },
            'SUCCESS',
            'bonus_forfeit',
            [
              { account: wallet, amount: -split.deducted },
              {
                account: await this.ledger.houseAccountFor('bonuses', withdrawal.memberId),
                amount: split.deducted,
              },
            ],
            detailsOf(split.held),
          );
    // The withdrawal's own key makes this unreachable; refuse rather than end the bonus with nothing deducted.
    if (split.deducted > 0 && !forfeit) fail('TRANSFER_FAIL');
    await recordSplit(tx.db, {
      withdrawalId: withdrawal.id,
      memberId: withdrawal.memberId,
      memberBonusId: split.held.id,
      payout: split.payout,
      deducted: split.deducted,
      forfeitId: forfeit?.movement.id ?? null,
    });
  }

  /**
   * A rejected withdrawal (by an operator or the payout rail), inside the transaction that returns
   * its payout and before that return touches the wallet (the member's bonus lock comes before
   * any account row, as everywhere): the deduction comes back from the house and the bonus it
   * ended is active again with its terms, so the member is where they were before asking
   * (ADR 0048). Only the first rejection finds the split open, so nothing moves twice. The
   * caller holds the withdrawal's row lock and has run `prepare`.
   */
  async undo(
    tx: LedgerTx,
    withdrawal: { id: number; memberId: number },
    wallet: AccountRef,
    note?: string,
  ): Promise<void> {
    const split = await lockOpenSplit(tx.db, withdrawal.id);
    if (!split) return;
    await lockMemberBonuses(tx.db, withdrawal.memberId);
    // Activation refuses while this withdrawal waits, so another bonus can only be held here
    // after a withdrawal made before ADR 0048: then nothing is undone, as it was then.
    if (await activeBonusOf(tx.db, withdrawal.memberId)) return;
    await tx.db.query(
      `UPDATE member_bonuses SET is_active = true, end_reason = NULL, ended_at = NULL
       WHERE id = $1 AND NOT is_active AND end_reason = 'withdraw'`,
      [split.memberBonusId],
    );
    if (split.deducted > 0) {
      const returned = await tx.open(
        {
          memberId: withdrawal.memberId,
          statementType: 'bonus',
          kind: 'bonus_forfeit_return',
          fromPlace: 'BONUS',
          toPlace: 'WALLET',
          provider: null,
          amount: split.deducted,
          opKey: `bonus:forfeit-return:withdrawal:${withdrawal.id}`,
        },
        'SUCCESS',
        'bonus_forfeit_return',
        [
          {
            account: await this.ledger.houseAccountFor('bonuses', withdrawal.memberId),
            amount: -split.deducted,
          },
          { account: wallet, amount: split.deducted },
        ],
        detailsOf(split),
      );
      if (returned && note) await tx.note(returned.movement.id, note);
    }
    await markUndone(tx.db, withdrawal.id);
  }
}
