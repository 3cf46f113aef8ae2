/**
 * Money is integer satang everywhere it is stored or computed; the API shows baht
 * with two decimals (spec doc 2 section 9). These are the only conversions.
 */
export const SATANG_PER_BAHT = 100;
/** Upper bound of one amount in a request: far above any real movement, far below 2^53 satang. */
export const MAX_AMOUNT_BAHT = 10_000_000;

/** A number as JavaScript writes it at its shortest: sign, digits, fraction, exponent (`1.5e-7`, `1e+21`). */
const SHORTEST_DECIMAL = /^-?\d+(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Baht to satang when the amount has at most two decimals; undefined otherwise, however close
 * (`100.10000000001` is not 100.10) and when it is too large to count in whole satang exactly.
 * Decided on the number's shortest decimal form, the digits it was sent with, not on float
 * arithmetic: a tolerance would round what should be refused.
 */
export function toSatang(baht: number): number | undefined {
  const parts = SHORTEST_DECIMAL.exec(String(baht));
  if (!parts) return undefined; // NaN, Infinity
  const decimals = (parts[1]?.length ?? 0) - Number(parts[2] ?? 0);
  if (decimals > 2) return undefined;
  // At most two decimals: the product is within a rounding error of a whole number.
  const satang = Math.round(baht * SATANG_PER_BAHT) + 0; // + 0: no -0
  return Number.isSafeInteger(satang) ? satang : undefined;
}

/**
 * Satang of a baht amount the system holds itself (a constant, an operator's setting): finer
 * precision there is a configuration error, not a caller's mistake, so it throws rather than
 * letting a limit compare against undefined.
 */
export function satangOf(baht: number): number {
  const satang = toSatang(baht);
  if (satang === undefined) throw new RangeError(`not a baht amount: ${baht}`);
  return satang;
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
