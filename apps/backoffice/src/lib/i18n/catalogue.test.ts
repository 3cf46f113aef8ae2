import { LOCALES } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { backofficeCatalogues, placeholdersOf, translate } from './catalogue.ts';
import type { MessageKey } from './message-types.ts';

const keys = Object.keys(backofficeCatalogues.en) as MessageKey[];
const THAI = /[\u0E00-\u0E7F]/;
const LAO = /[\u0E80-\u0EFF]/;
// Texts that are names or codes, the same in every language.
const SAME_EVERYWHERE = new Set<MessageKey>(['language.th', 'language.la', 'language.en']);

describe('back-office catalogues', () => {
  it.each(LOCALES)('%s has every key, non-empty, with the same placeholders as English', (locale) => {
    const messages = backofficeCatalogues[locale];
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(messages[key].trim(), key).not.toBe('');
      expect(placeholdersOf(messages[key]), key).toEqual(placeholdersOf(backofficeCatalogues.en[key]));
    }
  });

  it('writes Thai in Thai script and Lao in Lao script', () => {
    for (const key of keys.filter((key) => !SAME_EVERYWHERE.has(key))) {
      expect(backofficeCatalogues.th[key], key).toMatch(THAI);
      expect(backofficeCatalogues.la[key], key).toMatch(LAO);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'common.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translate('th', 'common.pageOf', { page: 2 })).toBe('หน้า 2 จาก {pages}');
  });
});
