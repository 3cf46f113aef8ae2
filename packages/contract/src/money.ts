/**
 * Money is integer satang everywhere it is stored or computed; the API shows baht
 * with two decimals (spec doc 2 section 9). These are the only conversions.
 */
export const SATANG_PER_BAHT = 100;
/** Upper bound of one amount in a request: far above any real movement, far below 2^53 satang. */
export const MAX_AMOUNT_BAHT = 10_000_000;

/** Baht (at most two decimals) to satang; undefined when the number has finer precision. */
export function toSatang(baht: number): number | undefined {
  const satang = Math.round(baht * SATANG_PER_BAHT);
  return Math.abs(satang - baht * SATANG_PER_BAHT) < 1e-6 ? satang : undefined;
}

export function toBaht(satang: number): number {
  return satang / SATANG_PER_BAHT;
}

let bahtFormat: Intl.NumberFormat | undefined;

/**
 * The two-decimal display of the spec ("1,234.50"). One formatter for every amount:
 * `toLocaleString` with options builds a new Intl.NumberFormat on each call, which was 10 ms of
 * the home page's first render on a fast machine (issue 11), four times that on a phone.
 */
export function formatBaht(amount: number): string {
  bahtFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return bahtFormat.format(amount);
}
