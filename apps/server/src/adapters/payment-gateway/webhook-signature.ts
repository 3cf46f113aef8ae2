import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from './port.ts';

/**
 * The sandbox gateway's webhook signature, shaped like the common ones (Stripe, Omise):
 * `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Signing the
 * timestamp with the body lets the receiver refuse an old delivery replayed by someone else.
 */
export const SIGNATURE_HEADER = 'x-signature';

function hmac(key: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest();
}

export function signWebhook(key: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(key, timestamp, rawBody).toString('hex')}`;
}

/** Throws WebhookRefused unless the header signs this body within toleranceS of now. */
export function verifyWebhook(
  key: string,
  header: string | string[] | undefined,
  rawBody: string,
  toleranceS: number,
  nowS = Math.floor(Date.now() / 1000),
): void {
  const value = Array.isArray(header) ? header[0] : header;
  const parts = new Map(
    (value ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookRefused('signature');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), hmac(key, timestamp, rawBody))) {
    throw new WebhookRefused('signature');
  }
  // Checked after the signature, so an attacker cannot learn our window from unsigned probes.
  if (Math.abs(nowS - timestamp) > toleranceS) throw new WebhookRefused('stale');
}
