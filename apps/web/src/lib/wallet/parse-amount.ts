import type { Currency } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n/runtime';

const BAHT_TEXT = /^\d+(?:\.\d{1,2})?$/;
/** Kip is typed in whole kip (ADR 0159): no decimals, and no point read as a thousands separator. */
const KIP_TEXT = /^\d+$/;

/**
 * An amount as typed in the member's currency: baht with at most two decimals (the contract's
 * bahtAmount), kip in whole kip; else null.
 */
export function parseAmount(text: string, currency: Currency = 'THB'): number | null {
  const trimmed = text.trim();
  return (currency === 'LAK' ? KIP_TEXT : BAHT_TEXT).test(trimmed) ? Number(trimmed) : null;
}

/**
 * What the form says of an amount parseAmount refused: for kip, that kip is whole (a "1.5" or a
 * "100.000" is never guessed into a number: the server would refuse att anyway, ADR 0167).
 */
export function invalidAmountKey(currency: Currency = 'THB'): MessageKey {
  return currency === 'LAK' ? 'money.wholeKip' : 'money.invalid';
}

/**
 * What an amount field keeps of a keystroke or a paste: digits and one decimal point with at
 * most two decimals. Letters never reach the field (a pasted "1,000" becomes "1000"). A kip field
 * keeps the points as typed, so "100.000" stays what the member wrote beside the whole-kip message
 * instead of quietly becoming "100.00".
 */
export function amountCharacters(text: string, currency: Currency = 'THB'): string {
  if (currency === 'LAK') return text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
