import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from '../../config.ts';
import { withDeadline } from '../../lib/deadline.ts';
import { PushError, type PushAnswer, type PushMessage, type PushService, type PushTarget } from './port.ts';

/** The push service's answers that mean the subscription will never work again (RFC 8030 §7.3). */
const GONE: ReadonlySet<number> = new Set([404, 410]);

/**
 * Web Push through the `web-push` library: aes128gcm encryption (RFC 8291) and a VAPID JWT
 * (RFC 8292) per request. `agent` is for a push service reached through TLS this process does not
 * trust by default (a proxy's or a test's own authority).
 */
export class WebPushService implements PushService {
  constructor(
    private readonly timeoutMs: number,
    private readonly agent?: Agent,
  ) {}

  async send(target: PushTarget, message: PushMessage, vapid: VapidKeys): Promise<PushAnswer> {
    const call = webpush.sendNotification(target, message.payload, {
      vapidDetails: vapid,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      contentEncoding: 'aes128gcm',
      timeout: this.timeoutMs,
      ...(this.agent ? { agent: this.agent } : {}),
    });
    try {
      await withDeadline(call, this.timeoutMs, () => new PushError(undefined));
      return 'delivered';
    } catch (error) {
      if (error instanceof webpush.WebPushError) {
        if (GONE.has(error.statusCode)) return 'gone';
        throw new PushError(error.statusCode);
      }
      throw error instanceof PushError ? error : new PushError(undefined);
    }
  }
}

/** A fresh VAPID key pair (base64url), for a sandbox that was given none (ADR 0156). */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
