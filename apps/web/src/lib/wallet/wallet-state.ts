import { sumBaht, type BalanceEvent, type GameAccountEntry, type WalletReply } from '@wallet/contract';

/**
 * Applies a pushed balance. A push older than what is shown (it can overtake a refresh on the way)
 * is ignored, so a stale number never replaces a fresher one. Games the push does not name keep theirs.
 */
export function mergeBalanceEvent(wallet: WalletReply, event: BalanceEvent): WalletReply {
  if (Date.parse(event.updatedAt) < Date.parse(wallet.updatedAt)) return wallet;
  const pushed = new Map(event.slots.map((slot) => [slot.code, slot]));
  return {
    ...wallet,
    // The push carries the amount; the currency is the member's and never changes (ADR 0159).
    wallet: { ...wallet.wallet, amount: event.wallet.amount },
    slots: wallet.slots.map((slot) => {
      const update = pushed.get(slot.code);
      return update ? { ...slot, amount: update.amount, isActive: update.isActive } : slot;
    }),
    updatedAt: event.updatedAt,
  };
}

export function replaceSlot(wallet: WalletReply, entry: GameAccountEntry): WalletReply {
  return { ...wallet, slots: wallet.slots.map((slot) => (slot.code === entry.code ? entry : slot)) };
}

/** The main wallet plus every game account, summed in whole satang so 0.1 + 0.2 stays 0.30. */
export function totalBalance(wallet: WalletReply): number {
  return sumBaht([wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount)]);
}
