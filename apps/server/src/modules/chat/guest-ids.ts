import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { fail } from '../../lib/app-error.ts';

/**
 * Guest ids (ADR 0080): `<key>.<signature>`, made by the server, kept by the browser (local
 * storage `guest-id`). The key names the guest's conversation and room; the signature makes
 * another guest's id impossible to guess or forge, so a guest opens only their own.
 */
export class GuestIds {
  private readonly secretKey: KeyObject;

  constructor(secret: string) {
    this.secretKey = createSecretKey(Buffer.from(`${secret}:chat-guest`));
  }

  private sign(key: string): string {
    return createHmac('sha256', this.secretKey).update(key).digest('base64url');
  }

  issue(): string {
    const key = randomBytes(12).toString('hex');
    return `${key}.${this.sign(key)}`;
  }

  /** The key of a guest id this server made; CHAT_GUEST_INVALID for any other string. */
  keyOf(guestId: string): string {
    const [key, signature, extra] = guestId.split('.');
    if (!key || !signature || extra !== undefined || !/^[0-9a-f]{24}$/.test(key)) fail('CHAT_GUEST_INVALID');
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(key));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) fail('CHAT_GUEST_INVALID');
    return key;
  }

  /** The key, or undefined for a stale or foreign id (a member's: the member is known anyway). */
  keyOrNothing(guestId: string): string | undefined {
    try {
      return this.keyOf(guestId);
    } catch {
      return undefined;
    }
  }
}
