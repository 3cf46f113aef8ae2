import type { MessageKey } from '@wallet/i18n';

/**
 * The key for a count: English says "1 coin" but "2 coins" (issue 42), so a counted text has a
 * `…One` key beside it (the same words in Thai and Lao, which do not inflect).
 */
export function countKey<K extends MessageKey>(count: number, other: K, one: MessageKey): MessageKey {
  return count === 1 ? one : other;
}
