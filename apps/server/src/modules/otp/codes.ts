import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A short reference the member matches against the SMS; not a secret. */
export function newOtpRef(): string {
  return Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
}

export function newOtpToken(): string {
  return randomBytes(32).toString('base64url');
}

export const OTP_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashOtpToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function hashOtpCode(code: string, pepper: string): string {
  return createHmac('sha256', pepper).update(code).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Reads an OTP text back (the sandbox SMS API and tests): the inverse of `otpSms` in every language. */
export function readOtpMessage(text: string): { code: string | null; ref: string | null } {
  return {
    code: /\b(\d{6})\b/.exec(text)?.[1] ?? null,
    ref: /Ref: ([A-Z0-9]+)/.exec(text)?.[1] ?? null,
  };
}
