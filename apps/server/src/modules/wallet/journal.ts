/** The ledger's vocabulary and the one check every journal passes before it is written. */

/**
 * invite: commission accrued for the member's invitees, waiting to be claimed; refund: loss refunds
 * received, waiting to be added to the wallet. Neither is spendable until a draw moves it.
 */
export type MemberAccountKind = 'wallet' | 'game' | 'transfer_hold' | 'withdrawal_hold' | 'invite' | 'refund';
/** House accounts: the outside world's side of every member movement. */
export type HouseAccount =
  | 'deposits'
  | 'payouts'
  | 'game_results'
  | 'adjustments'
  /** Bonuses credited to members. */
  | 'bonuses'
  /** What the invite commission and the loss refunds cost the house. */
  | 'invite_expense'
  | 'refund_expense'
  /** Invite bonuses and refunds lost on a failed draw: back to the house. */
  | 'draw_forfeits'
  /** What the spin wheel's claimed coupons cost the house (ADR 0060). */
  | 'promotions';

export interface AccountRef {
  id: number;
  /** Member accounts carry a materialised, never-negative balance; house accounts do not. */
  materialised: boolean;
}

export interface Leg {
  account: AccountRef;
  /** Signed satang: positive adds to the account. */
  amount: number;
}

/**
 * The legs that move money, refused unless they are whole satang summing to zero (the
 * database refuses an unbalanced journal too; this catches a bug before the round trip).
 */
export function balancedLegs(legs: Leg[]): Leg[] {
  const moving = legs.filter((leg) => leg.amount !== 0);
  if (moving.some((leg) => !Number.isSafeInteger(leg.amount)))
    throw new Error('ledger: amounts are whole satang');
  if (moving.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new Error('ledger: journal does not balance');
  return moving;
}

/** Net change per member account, in account-id order: the order their rows are locked in. */
export function memberChanges(legs: Leg[]): [accountId: number, amount: number][] {
  const changes = new Map<number, number>();
  for (const leg of legs) {
    if (leg.account.materialised)
      changes.set(leg.account.id, (changes.get(leg.account.id) ?? 0) + leg.amount);
  }
  return [...changes].sort(([a], [b]) => a - b);
}
