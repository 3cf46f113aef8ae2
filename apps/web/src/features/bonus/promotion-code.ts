/** Spec doc 2 section 5: the promotion code is required and forced to upper case. */
export function promotionCode(input: string): string {
  return input.trim().toUpperCase();
}

/** What the code search may send: letters, digits, _ and - (anything else finds nothing anyway). */
export function isSearchableCode(code: string): boolean {
  return /^[A-Z0-9_-]{1,40}$/.test(code);
}
