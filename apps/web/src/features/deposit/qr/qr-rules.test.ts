import { describe, expect, it } from 'vitest';
import { canCreateQr, formatCountdown, svgImageSource } from './qr-rules.ts';

describe('canCreateQr', () => {
  it('lets KBANK create above 0 and the other channels from their minimum', () => {
    expect(canCreateQr('KBANK', 0)).toBe(false);
    expect(canCreateQr('KBANK', 0.01)).toBe(true);
    expect(canCreateQr('WW', 99.99)).toBe(false);
    expect(canCreateQr('WW', 100)).toBe(true);
    expect(canCreateQr('PAYONEX', 99)).toBe(false);
    expect(canCreateQr('PAYTIMZ', 9)).toBe(false);
    expect(canCreateQr('PAYTIMZ', 10)).toBe(true);
    expect(canCreateQr('FP', 10)).toBe(true);
    expect(canCreateQr('FP', null)).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });
});

describe('svgImageSource', () => {
  it('encodes the markup into a data URL, so none of it is parsed into the page', () => {
    const source = svgImageSource('<svg onload="alert(1)"></svg>');
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toContain('<');
    expect(decodeURIComponent(source.split(',')[1]!)).toBe('<svg onload="alert(1)"></svg>');
  });
});
