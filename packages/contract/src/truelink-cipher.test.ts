import { describe, expect, it } from 'vitest';
import { decryptTrueLink, encryptTrueLink } from './truelink-cipher.ts';

const link = 'https://gift.truemoney.com/campaign/?v=019abcdEFGhijkLMNop';

describe('gift-link envelope', () => {
  it('opens what it sealed, with a fresh IV each time', async () => {
    const one = await encryptTrueLink(link, 'LUCKY WALLET', 'secret-one-long-enough');
    const two = await encryptTrueLink(link, 'LUCKY WALLET', 'secret-one-long-enough');
    expect(one).not.toBe(two);
    expect(await decryptTrueLink(one, 'secret-one-long-enough')).toEqual({
      link,
      walletAccountName: 'LUCKY WALLET',
    });
  });

  it('refuses another secret, a changed byte and text that is not base64url', async () => {
    const sealed = await encryptTrueLink(link, 'LUCKY WALLET', 'secret-one-long-enough');
    expect(await decryptTrueLink(sealed, 'secret-two-long-enough')).toBeUndefined();
    const flipped = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
    expect(await decryptTrueLink(flipped, 'secret-one-long-enough')).toBeUndefined();
    expect(await decryptTrueLink('not base64 at all!', 'secret-one-long-enough')).toBeUndefined();
    expect(await decryptTrueLink('', 'secret-one-long-enough')).toBeUndefined();
  });
});
