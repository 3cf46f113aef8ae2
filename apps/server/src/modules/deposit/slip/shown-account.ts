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

/**
 * The digits a short masked form shows (X-1234, X123456X, x123456, xx1234) and how many hidden
 * characters follow them: banks drop the leading digits and, some, the check digit. A form as
 * long as the account itself is read by shownAccountMatches instead.
 */
function visibleRun(shown: string): { run: string; after: number } | undefined {
  const parts = /^[xX*•#]*(\d+)([xX*•#]*)$/.exec(shown.replace(/[\s.-]/g, ''));
  if (!parts) return undefined;
  return { run: parts[1]!, after: parts[2]!.length };
}

/**
 * Whether an account as any bank source shows it (in full, masked at full length, or a short
 * form of its last digits) can be the given account.
 */
export function shownAccountFits(shown: string, account: string): boolean {
  const digits = account.replace(/\D/g, '');
  const plain = shown.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(plain)) return plain === digits;
  if (plain.length === digits.length) return shownAccountMatches(shown, account);
  const visible = visibleRun(shown);
  if (!visible || visible.run.length < MIN_VISIBLE_DIGITS) return false;
  const end = digits.length - visible.after;
  return end - visible.run.length >= 0 && digits.slice(end - visible.run.length, end) === visible.run;
}

/** A SQL LIKE pattern every account that fits a shown form matches (a prefilter; shownAccountFits decides). */
export function shownAccountLike(shown: string): string | undefined {
  const plain = shown.replace(/[\s.-]/g, '');
  if (/^\d+$/.test(plain)) return plain;
  const visible = visibleRun(shown);
  if (!visible || visible.run.length < MIN_VISIBLE_DIGITS) return undefined;
  return `%${visible.run}${'_'.repeat(visible.after)}`;
}
