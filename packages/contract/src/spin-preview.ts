import type { SpinPrize } from './api/spin.ts';

/** A slice as the preview needs it: its code, weight and prize. */
export interface PreviewSlice {
  code: string;
  weight: number;
  prize: SpinPrize;
}

export interface WheelPreview {
  /** Each slice's chance of being drawn, in percent. */
  odds: { code: string; percent: number }[];
  /**
   * Baht the house pays per spin, counting the spins a coin prize gives (a coin is one more spin):
   * null when coin prizes alone would give a spin back on average (the wheel never ends).
   */
  costPerSpin: number | null;
  /** Spins a member earns per 1,000 baht deposited (one coin per depositBahtPerCoin baht). */
  spinsPer1000: number;
  /** Baht paid out per 1,000 baht deposited: spinsPer1000 × costPerSpin. */
  costPer1000: number | null;
}

/**
 * What a wheel costs before an operator saves it (issue 26): the odds are the weights' shares; a
 * spin's expected payout E is the credit prizes' expected amount plus, for coin prizes, the spins
 * they give back: E = C + K × E, so E = C / (1 − K), with K the expected coins a spin returns.
 * Deposits earn whole coins per deposit (the remainder is not carried), so this is the upper bound
 * for deposits that are multiples of depositBahtPerCoin.
 */
export function wheelPreview(slices: PreviewSlice[], depositBahtPerCoin: number): WheelPreview {
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.weight), 0);
  const share = (slice: PreviewSlice) => (total > 0 ? Math.max(0, slice.weight) / total : 0);
  let credit = 0;
  let coins = 0;
  for (const slice of slices) {
    if (slice.prize.type === 'credit') credit += share(slice) * slice.prize.amount;
    if (slice.prize.type === 'coin') coins += share(slice) * slice.prize.amount;
  }
  const costPerSpin = coins < 1 ? credit / (1 - coins) : null;
  const spinsPer1000 = depositBahtPerCoin > 0 ? Math.floor(1000 / depositBahtPerCoin) : 0;
  return {
    odds: slices.map((slice) => ({ code: slice.code, percent: share(slice) * 100 })),
    costPerSpin,
    spinsPer1000,
    costPer1000: costPerSpin === null ? null : spinsPer1000 * costPerSpin,
  };
}
