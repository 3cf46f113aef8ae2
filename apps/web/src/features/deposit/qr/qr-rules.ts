import type { QrChannel } from '@wallet/contract';
import { qrChannelLimits, type QrChannelLimits } from './qr-channel-limits.ts';

/** Below this the create request is not sent, whatever the channel (spec doc 2 section 5). */
export const QR_REQUEST_MIN_BAHT = 1;

/** KBANK only needs more than 0; the other channels need their minimum (spec doc 2 sections 5, 9). */
export function canCreateQr(
  channel: QrChannel,
  amount: number | null,
  limits: QrChannelLimits = qrChannelLimits(channel),
): boolean {
  if (amount === null) return false;
  return channel === 'KBANK' ? amount > 0 : amount >= limits.minimum;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds left as mm:ss. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * The QR as an image source. The SVG is made by the server, yet drawn through <img> so no markup
 * of it ever enters the page (an SVG image cannot run scripts).
 */
export function svgImageSource(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
