/**
 * `percent` of an amount in satang, rounded down to the satang (the house never pays a fraction
 * it did not owe). Percent may have two decimals (0.5 %); the product runs in BigInt because
 * satang times basis points can pass 2^53.
 */
const BASIS_POINTS_PER_PERCENT = 100;

export function percentOf(satang: number, percent: number): number {
  if (satang <= 0) return 0;
  const basisPoints = BigInt(Math.round(percent * BASIS_POINTS_PER_PERCENT));
  return Number((BigInt(satang) * basisPoints) / 10_000n);
}
