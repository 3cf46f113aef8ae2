const BAHT_TEXT = /^\d+(?:\.\d{1,2})?$/;

/** An amount as typed: digits with at most two decimals (the contract's bahtAmount); else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return BAHT_TEXT.test(trimmed) ? Number(trimmed) : null;
}
