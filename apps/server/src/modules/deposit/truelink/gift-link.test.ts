import { describe, expect, it } from 'vitest';
import { voucherHashOf } from './gift-link.ts';

const HASH = '019b1a2ad8e7c4f5a0b3c2d1e0f9a8b7';

describe('voucherHashOf', () => {
  it.each([
    `https://gift.truemoney.com/campaign/?v=${HASH}`,
    `http://gift.truemoney.com/campaign/?v=${HASH}`,
    `https://www.gift.truemoney.com/campaign/?v=${HASH}`,
    `https://gift.truemoney.com/campaign?v=${HASH}`,
    `https://gift.truemoney.com/campaign/?utm_source=line&v=${HASH}&lang=th`,
    `  https://gift.truemoney.com/campaign/?v=${HASH}\n`,
    `HTTPS://GIFT.TRUEMONEY.COM/campaign/?v=${HASH}`,
  ])('reads the hash of %s', (link) => {
    expect(voucherHashOf(link)).toBe(HASH);
  });

  it('keeps the case of the hash', () => {
    expect(voucherHashOf('https://gift.truemoney.com/campaign/?v=AbCdEf123456')).toBe('AbCdEf123456');
  });

  it.each([
    '',
    HASH,
    `gift.truemoney.com/campaign/?v=${HASH}`,
    `ftp://gift.truemoney.com/campaign/?v=${HASH}`,
    `https://gift.truemoney.com.evil.example/campaign/?v=${HASH}`,
    `https://evil.example/campaign/?v=${HASH}`,
    `https://fake-gift.truemoney.com/campaign/?v=${HASH}`,
    `https://gift.truemoney.com:8443/campaign/?v=${HASH}`,
    `https://user:pw@gift.truemoney.com/campaign/?v=${HASH}`,
    `https://gift.truemoney.com/other/?v=${HASH}`,
    `https://gift.truemoney.com/campaign/x?v=${HASH}`,
    'https://gift.truemoney.com/campaign/',
    'https://gift.truemoney.com/campaign/?v=',
    'https://gift.truemoney.com/campaign/?v=abc',
    `https://gift.truemoney.com/campaign/?v=${HASH}-x`,
    `https://gift.truemoney.com/campaign/?v=${HASH}%27%20OR%201=1`,
    `https://gift.truemoney.com/campaign/?v=${'a'.repeat(65)}`,
    `https://gift.truemoney.com/campaign/?v=${HASH}&v=${HASH}`,
    'not a url at all',
  ])('refuses %j', (link) => {
    expect(voucherHashOf(link)).toBeUndefined();
  });
});
