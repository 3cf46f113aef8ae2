import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

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
