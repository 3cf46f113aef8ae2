const BAHT_TEXT = /^\d+(?:\.\d{1,2})?$/;

/** An amount as typed: digits with at most two decimals (the contract's bahtAmount); else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return BAHT_TEXT.test(trimmed) ? Number(trimmed) : null;
}

/**
 * What an amount field keeps of a keystroke or a paste: digits and one decimal point with at
 * most two decimals. Letters never reach the field (a pasted "1,000" becomes "1000").
 */
export function amountCharacters(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
