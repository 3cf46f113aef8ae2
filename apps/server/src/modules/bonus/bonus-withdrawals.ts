import type { AccountRef, LedgerTx, Ledger } from '../wallet/index.ts';
import { fail } from '../../lib/app-error.ts';
import { withdrawalSplit } from './bonus-rules.ts';
import { activeBonusOf, lockMemberBonuses, type ActiveBonus } from './bonus-repo.ts';
import { detailsOf } from './details.ts';

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
  async prepare(): Promise<void> {
    await this.ledger.houseAccount('bonuses');
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

  /** Ends the bonus with the withdrawal, and sends the deducted rest of the wallet to the house. */
  async settle(tx: LedgerTx, memberId: number, wallet: AccountRef, split: BonusSplit): Promise<void> {
    await tx.db.query(
      `UPDATE member_bonuses SET is_active = false, end_reason = 'withdraw', ended_at = now() WHERE id = $1`,
      [split.held.id],
    );
    if (split.deducted === 0) return;
    const house = await this.ledger.houseAccount('bonuses');
    await tx.open(
      {
        memberId,
        statementType: 'withdraw',
        kind: 'bonus_forfeit',
        fromPlace: 'WALLET',
        toPlace: 'BONUS',
        provider: null,
        amount: split.deducted,
        opKey: `bonus:forfeit:${split.held.id}`,
      },
      'SUCCESS',
      'bonus_forfeit',
      [
        { account: wallet, amount: -split.deducted },
        { account: house, amount: split.deducted },
      ],
      detailsOf(split.held),
    );
  }
}
