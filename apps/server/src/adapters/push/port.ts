import type { VapidKeys } from '../../config.ts';

/** A device as its browser subscribed it (RFC 8030 push resource, RFC 8291 keys). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message: the bytes to encrypt and how the push service keeps them. */
export interface PushMessage {
  payload: string;
  /** How long the push service keeps it for a device that is off (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

/** The push service took it (201), or the subscription is gone (404, 410): delete it. */
export type PushAnswer = 'delivered' | 'gone';

/**
 * The browsers' push services (Web Push): one POST to the subscription's endpoint, encrypted to
 * the device and signed with our VAPID key. Any other answer throws PushError.
 */
export interface PushService {
  send(target: PushTarget, message: PushMessage, vapid: VapidKeys): Promise<PushAnswer>;
}

export class PushError extends Error {
  constructor(readonly status: number | undefined) {
    super(status === undefined ? 'push service unreachable' : `push service answered ${status}`);
    this.name = 'PushError';
  }
}
