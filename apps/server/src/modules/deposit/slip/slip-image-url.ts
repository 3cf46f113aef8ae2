import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** Long enough to open the image from the slip list, short enough that a leaked link soon dies. */
export const SLIP_IMAGE_URL_TTL_S = 300;

/**
 * Signed, short-lived links to a slip image: an <img> cannot send the bearer token, so the link
 * itself carries the proof (HMAC over reference and expiry, with a key of its own).
 */
export class SlipImageUrls {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(`${secret}:slip-image`));
  }

  private sign(reference: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${reference}.${expires}`).digest();
  }

  urlFor(reference: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + SLIP_IMAGE_URL_TTL_S;
    const signature = this.sign(reference, expires).toString('base64url');
    return `/api/statement/slip/image/${reference}?expires=${expires}&signature=${signature}`;
  }

  /**
   * Compares the text of the signature, not its decoded bytes: Node's decoder ignores padding,
   * stray characters and the spare bits of the last character, so one link had many spellings
   * that all opened the image. Only the one we issue is accepted (ADR 0027).
   */
  isValid(reference: string, expires: number, signature: string, now = Date.now()): boolean {
    if (expires * 1000 <= now) return false;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(reference, expires).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
