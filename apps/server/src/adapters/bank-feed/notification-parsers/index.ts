import type { ForwardedNotification, ParsedNotification } from '../port.ts';
import { bay } from './bay.ts';
import { bcel } from './bcel.ts';
import { bbl } from './bbl.ts';
import { gsb } from './gsb.ts';
import { kbank } from './kbank.ts';
import { ktb } from './ktb.ts';
import type { NotificationParser } from './parser.ts';
import { scb } from './scb.ts';
import { ttb } from './ttb.ts';

export const NOTIFICATION_PARSERS: readonly NotificationParser[] = [
  kbank,
  scb,
  ktb,
  bbl,
  ttb,
  bay,
  gsb,
  bcel,
];

/** One-time passwords and the like: never a transfer, and their text is not kept. */
const NOT_A_TRANSFER = /\bOTP\b|รหัส ?OTP|รหัสผ่าน|ລະຫັດຜ່ານ|one[- ]time password/i;

/**
 * Reads one forwarded notification: the bank from its sender (or the message's own prefix when
 * the forwarder lost the sender), then that bank's shapes. Never throws: what no shape reads is
 * `unparsed` and the caller keeps it for operators.
 */
export function parseNotification(notification: ForwardedNotification): ParsedNotification {
  const from = notification.from.trim();
  const text = notification.text.trim();
  const parser =
    NOTIFICATION_PARSERS.find((p) => p.from.test(from)) ??
    NOTIFICATION_PARSERS.find((p) => p.prefix?.test(text) ?? false);
  if (NOT_A_TRANSFER.test(text))
    return { kind: 'ignored', bankCode: parser?.bankCode ?? '', why: 'not-a-transfer' };
  if (!parser) return { kind: 'unparsed', bankCode: null };
  return parser.parse(text, notification.receivedAt);
}
