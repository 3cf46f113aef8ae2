import type { Currency } from '@wallet/contract';
import type { MessageKey } from './types.ts';

/**
 * A text that names the currency: it has a kip twin `<key>Kip` (messages/kip), the same text
 * with kip where this one says baht. Only these keys can be asked for in a member's currency, so
 * a baht text with no twin is a compile error where a screen asks for it (ADR 0167).
 */
export type MoneyTextKey = {
  [K in MessageKey]: `${K}Kip` extends MessageKey ? K : never;
}[MessageKey];

/** The key of `key`'s text in `currency`: the baht text itself for baht, its twin for kip. */
export function moneyTextKey(key: MoneyTextKey, currency: Currency): MessageKey {
  return currency === 'LAK' ? (`${key}Kip` as MessageKey) : key;
}
