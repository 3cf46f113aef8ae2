import { describe, expect, it } from 'vitest';
import { htmlLangOf, initialLocale, persistLocale, readLocaleCookie } from './locale-store.ts';

describe('locale store', () => {
  it('prefers the stored choice, then the cookie, then the build default', () => {
    expect(initialLocale('la')).toBe('la');
    document.cookie = 'lang=en; path=/';
    expect(initialLocale('th')).toBe('en');
    localStorage.setItem('locale', 'la');
    expect(initialLocale('th')).toBe('la');
  });

  it('ignores values that are not a supported language', () => {
    localStorage.setItem('locale', 'fr');
    document.cookie = 'lang=zz; path=/';
    expect(initialLocale('th')).toBe('th');
  });

  it('persists to localStorage `locale` and the `lang` cookie', () => {
    persistLocale('la');
    expect(localStorage.getItem('locale')).toBe('la');
    expect(readLocaleCookie()).toBe('la');
  });

  it('uses the BCP 47 tag lo for Lao in <html lang>', () => {
    expect(htmlLangOf('la')).toBe('lo');
    expect(htmlLangOf('th')).toBe('th');
  });
});
