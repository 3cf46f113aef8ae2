import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Signed, short-lived links to a stored file (slip images, chat files): an <img> or <video>
 * cannot send the bearer token, so the link itself carries the proof (HMAC over the reference
 * and the expiry, with a key of its own per purpose).
 */
export class SignedLinks {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    purpose: string,
    private readonly ttlSeconds: number,
    private readonly pathOf: (reference: string) => string,
  ) {
    this.key = createSecretKey(Buffer.from(`${secret}:${purpose}`));
  }

  private sign(reference: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${reference}.${expires}`).digest();
  }

  urlFor(reference: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + this.ttlSeconds;
    const signature = this.sign(reference, expires).toString('base64url');
    return `${this.pathOf(reference)}?expires=${expires}&signature=${signature}`;
  }

  /**
   * Compares the text of the signature, not its decoded bytes: Node's decoder ignores padding,
   * stray characters and the spare bits of the last character, so one link had many spellings
   * that all opened the file. Only the one we issue is accepted (ADR 0027).
   */
  isValid(reference: string, expires: number, signature: string, now = Date.now()): boolean {
    if (expires * 1000 <= now) return false;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(reference, expires).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
