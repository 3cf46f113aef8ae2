/**
 * A baht amount typed by an operator: positive, at most two decimals, commas allowed as
 * thousands separators. Null when it is not one, so nothing is sent.
 */
export function parseBaht(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && Number.isFinite(value) ? value : null;
}
