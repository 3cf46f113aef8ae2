import { z } from 'zod';
import { LOCALES } from '../constants.ts';

/**
 * Phone notifications (Web Push, issue 42, ADR 0156). A device's subscription as the browser's
 * PushManager gives it (`subscription.toJSON()`), with the language its texts are written in and
 * whether a locked screen may show amounts (the member's choice, off by default).
 */
export const pushSubscribeRequest = z.object({
  endpoint: z
    .url()
    .max(1000)
    .refine((value) => value.startsWith('https://'), 'an https push service'),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed: 87 characters). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
  language: z.enum(LOCALES),
  showAmounts: z.boolean().default(false),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;

/** POST /api/push/unsubscribe: this device's subscription, by its endpoint. */
export const pushUnsubscribeRequest = z.object({ endpoint: z.string().min(1).max(1000) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

/** GET /api/push/public-key: the VAPID public key the browser subscribes with, or push is off. */
export const pushPublicKeyReply = z.object({
  enabled: z.boolean(),
  /** base64url, the applicationServerKey; null when this server has no VAPID keys. */
  publicKey: z.string().nullable(),
});
export type PushPublicKeyReply = z.infer<typeof pushPublicKeyReply>;

/** What a push carries to the service worker (the notification it shows). */
export interface PushPayload {
  title: string;
  body: string;
  /** The site path a tap opens. */
  url: string;
  /** Notifications of one kind replace each other on the device. */
  tag: string;
}
