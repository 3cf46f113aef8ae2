import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Member tokens are compact JWTs (HS256). `sid` is a random 128-bit session id whose row
 * in `sessions` makes the token revocable; the signature makes it unforgeable.
 */
export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

// Every member request verifies a token: the secret's key object is made once, not per call.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(input).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const [header, payload, signature] = parts as [string, string, string];
  // Compared as text in its one canonical spelling: decoding first would take a signature with
  // a changed last character (its unused low bits) or a trailing `=` as the same bytes, so one
  // token would have several accepted spellings.
  const expected = Buffer.from(sign(`${header}.${payload}`, secret).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
