import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeHttpUrlOrPath } from './safe-url.ts';

describe('safeHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(safeHttpUrl('https://line.me/R/ti/p/@wallet')).toBe('https://line.me/R/ti/p/@wallet');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it('refuses script, data and relative URLs and empty values', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,xx',
      '/line',
      'line.me',
      '',
      null,
    ]) {
      expect(safeHttpUrl(value), String(value)).toBeNull();
    }
  });
});

describe('safeHttpUrlOrPath', () => {
  it('accepts site paths and absolute http(s) URLs, nothing else', () => {
    expect(safeHttpUrlOrPath('/games/pg/logo.png')).toBe('/games/pg/logo.png');
    // Protocol-relative forms leave the site, so they come back as the absolute URL they are.
    expect(safeHttpUrlOrPath('//cdn.example/pg.png')).toBe('https://cdn.example/pg.png');
    expect(safeHttpUrlOrPath('/\\cdn.example/pg.png')).toBe('https://cdn.example/pg.png');
    expect(safeHttpUrlOrPath('https://cdn.example.com/pg.png')).toBe('https://cdn.example.com/pg.png');
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'logo.png', '', null]) {
      expect(safeHttpUrlOrPath(value), String(value)).toBeNull();
    }
  });
});
