/**
 * The bonus money rules (ADR 0040), in satang, in one place: what a deposit earns,
 * when a bonus may end, and how a withdrawal splits while one is held.
 */

export interface BonusTerms {
  percent: number;
  maxBonus: number;
  targetTimes: number;
  bustBelow: number;
  withdrawCapTimes: number;
  percentFail: number;
}

/** What a taken bonus is held to, fixed when it is taken. */
export interface HeldTerms {
  bonus: number;
  target: number;
  floor: number;
  percentFail: number;
  withdrawCap: number;
}

/** The bonus a deposit earns and the terms it is held to. */
export function bonusFor(deposit: number, terms: BonusTerms): HeldTerms {
  const bonus = Math.min(Math.floor((deposit * terms.percent) / 100), terms.maxBonus);
  const stake = deposit + bonus;
  return {
    bonus,
    target: stake * terms.targetTimes,
    floor: terms.bustBelow,
    percentFail: terms.percentFail,
    withdrawCap: stake * terms.withdrawCapTimes,
  };
}

/** A bonus may end when the total balance reached its target, or fell under its floor (lost). */
export function mayEnd(held: Pick<HeldTerms, 'target' | 'floor'>, totalBalance: number): boolean {
  return totalBalance >= held.target || totalBalance < held.floor;
}

/**
 * A withdrawal while a bonus is held takes the whole wallet (spec: "withdraw everything when a
 * bonus is held, or the rest is deducted"): the bank gets the requested amount, but at most the
 * bonus's withdrawal cap and, before the target, less percentFail % of the bonus; every other
 * satang of the wallet goes back to the house.
 */
export function withdrawalSplit(
  held: HeldTerms,
  wallet: number,
  requested: number,
): { payout: number; deducted: number } {
  const penalty = wallet >= held.target ? 0 : Math.ceil((held.bonus * held.percentFail) / 100);
  const payout = Math.max(0, Math.min(requested, held.withdrawCap, wallet - penalty));
  return { payout, deducted: wallet - payout };
}
