import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, type TokenClaims } from './token.ts';

const SECRET = 'token-test-secret-that-is-long-enough-0123';
const claims: TokenClaims = { sub: '42', sid: 'session-id', iat: 1_000, exp: 4_000_000_000 };

/** The base64url character that differs from `c` only in the lowest bit of its 6-bit value. */
function sibling(c: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return alphabet[alphabet.indexOf(c) ^ 1]!;
}

describe('verifyToken', () => {
  it('accepts the token as signed', () => {
    expect(verifyToken(signToken(claims, SECRET), SECRET)).toEqual({ ok: true, claims });
  });

  it('refuses another spelling of the same signature bytes (last character, trailing =)', () => {
    const token = signToken(claims, SECRET);
    const signature = token.split('.')[2]!;
    // 32 bytes are 43 characters: the last carries 4 bits that decoding drops.
    expect(signature).toHaveLength(43);
    const respelt = `${token.slice(0, -1)}${sibling(token.at(-1)!)}`;
    expect(Buffer.from(respelt.split('.')[2]!, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const variant of [respelt, `${token}=`, `${token}==`]) {
      expect(verifyToken(variant, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a signature of another length or made with another secret', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token.slice(0, -1), SECRET)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(`${token}A`, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(signToken(claims, `${SECRET}x`), SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });
});
