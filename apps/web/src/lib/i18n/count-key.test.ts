import { describe, expect, it } from 'vitest';
import { translate } from '@wallet/i18n';
import { countKey } from './count-key.ts';

describe('countKey', () => {
  it('says "1 coin" and "2 coins" in English; Thai does not inflect', () => {
    const coins = (locale: 'th' | 'en', coin: number) =>
      translate(locale, countKey(coin, 'spin.coins', 'spin.coinsOne'), { coin });
    expect(coins('en', 1)).toBe('1 coin');
    expect(coins('en', 2)).toBe('2 coins');
    expect(coins('en', 0)).toBe('0 coins');
    expect(coins('th', 1)).toBe('1 เหรียญ');
  });
});
