/**
 * The bank feed: credits arriving on the site's own bank accounts, as a bank (or a phone on the
 * account, or a statement) reports them (issue 23, ADR 0074). Amounts are satang.
 */
export const FEED_SOURCES = ['push', 'notification', 'statement'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** What the bank shows of the sender; every part may be missing (a KBANK SMS shows none). */
export interface FeedSender {
  /** Our bank code (KBANK, SCB ...) when the bank names the sender's bank. */
  bankCode: string | null;
  /** The account as shown: in full (1234567890) or masked (xxx-x-x1234-x, X5678X). */
  account: string | null;
  /** The name, or the part of it the bank shows. */
  name: string | null;
}

/** One incoming credit as one source saw it. */
export interface FeedEntry {
  source: FeedSource;
  /** Our bank (the one holding the account the money reached). */
  bankCode: string;
  /** Our account as the source shows it (full or masked). */
  account: string;
  amount: number;
  /** When the bank says the money arrived. */
  bankTime: Date;
  /** The bank's own transaction reference, where the source carries one. */
  reference: string | null;
  sender: FeedSender;
  /** The text the source delivered (the message, the pushed JSON, the statement row). */
  raw: string;
}

/**
 * What a forwarded notification turned out to be: a credit (an entry), a debit or balance
 * message (money out, nothing to do), or text no parser could read (kept for operators).
 */
export type ParsedNotification =
  | { kind: 'credit'; entry: Omit<FeedEntry, 'source' | 'raw'> }
  | { kind: 'ignored'; bankCode: string; why: 'debit' | 'not-a-transfer' }
  | { kind: 'unparsed'; bankCode: string | null };

/** A notification as an SMS-forwarder app posts it. */
export interface ForwardedNotification {
  /** The SMS sender id or the app's package / title (KBANK, SCBeasy, com.kasikorn.retail.mbanking.wap). */
  from: string;
  text: string;
  /** When the phone received it: the fallback when the text carries no time or no year. */
  receivedAt: Date;
}

/** A push delivery the feed refused: signature missing or wrong, outside the replay window, unreadable. */
export type PushRefusal = 'signature' | 'stale' | 'malformed';

export class PushRefused extends Error {
  constructor(readonly reason: PushRefusal) {
    super(`bank push refused: ${reason}`);
    this.name = 'PushRefused';
  }
}

/**
 * A signed push source (a bank's API, a statement service): reads a delivery after checking its
 * signature over the raw body and its age. Throws PushRefused.
 */
export interface BankPushReader {
  read(headers: Record<string, string | string[] | undefined>, rawBody: string): FeedEntry[];
}
