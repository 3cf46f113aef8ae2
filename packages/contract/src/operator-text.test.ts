import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, missingLanguages, textIn } from './languages.ts';
import { operatorText } from './operator-text.ts';

describe('operator texts per language (ADR 0085)', () => {
  it('picks the language, falling back to Thai when it is missing or blank', () => {
    const text = { th: 'ไทย', la: 'ລາວ', en: '  ' };
    expect(textIn(text, 'la')).toBe('ລາວ');
    expect(textIn(text, 'en')).toBe('ไทย');
    expect(textIn(text, 'th')).toBe('ไทย');
    expect(textIn('ข้อความเดิม', 'en')).toBe('ข้อความเดิม');
  });

  it('lists the missing languages', () => {
    expect(missingLanguages({ th: 'ไทย' })).toEqual(['la', 'en']);
    expect(missingLanguages({ th: 'ไทย', la: 'ລາວ', en: 'x' })).toEqual([]);
  });

  it('requires Thai', () => {
    expect(operatorText.safeParse({ la: 'ລາວ' }).success).toBe(false);
    expect(operatorText.safeParse({ th: ' ' }).success).toBe(false);
    expect(operatorText.safeParse({ th: 'ไทย' }).success).toBe(true);
  });

  it.each([
    ['lo', 'la'],
    ['la', 'la'],
    ['lo-LA', 'la'],
    ['en-US,en;q=0.9', 'en'],
    ['th-TH', 'th'],
    ['', 'th'],
    ['de, fr', 'th'],
    ['en;q=0.2, lo;q=0.9', 'la'],
    ['en;q=0, lo;q=0.1', 'la'],
    ['*', 'th'],
  ] as const)('reads Accept-Language %j as %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
