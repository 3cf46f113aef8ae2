import type { ParsedNotification } from '../port.ts';

/** A bank's notification reader: which senders are its own, and how its messages read. */
export interface NotificationParser {
  /** Our bank code. */
  bankCode: string;
  /** The SMS sender ids and app names the bank's messages come from. */
  from: RegExp;
  /** A message is this bank's when it starts with this (forwarders often lose the sender). */
  prefix?: RegExp;
  parse(text: string, receivedAt: Date): ParsedNotification;
}
