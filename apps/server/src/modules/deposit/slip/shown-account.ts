/** Characters banks print in place of hidden digits. */
const MASK = /^[xX*•#]$/;
/** Fewer visible digits than this would let almost any account match. */
const MIN_VISIBLE_DIGITS = 4;

/**
 * Whether an account as a bank shows it (xxx-x-x1234-x, masked differently per bank) can be
 * the given account: same length once separators are dropped, and every digit the bank shows
 * equals ours at the same place.
 */
export function shownAccountMatches(shown: string, account: string): boolean {
  const chars = [...shown.replace(/[\s.-]/g, '')];
  const digits = account.replace(/\D/g, '');
  if (chars.length !== digits.length) return false;
  let visible = 0;
  for (const [i, char] of chars.entries()) {
    if (/^\d$/.test(char)) {
      if (char !== digits[i]) return false;
      visible += 1;
    } else if (!MASK.test(char)) {
      return false;
    }
  }
  return visible >= MIN_VISIBLE_DIGITS;
}
