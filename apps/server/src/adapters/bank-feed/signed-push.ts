import { z } from 'zod';
import { normaliseBankAccountNo, toSatang } from '@wallet/contract';
import { WebhookRefused } from '../payment-gateway/port.ts';
import { SIGNATURE_HEADER, verifyWebhook } from '../payment-gateway/webhook-signature.ts';
import { type BankPushReader, type FeedEntry, PushRefused } from './port.ts';

/** At most this many transactions in one delivery: a statement service batches, a bank pushes one. */
export const PUSH_MAX_TRANSACTIONS = 100;

const pushedTransaction = z.object({
  reference: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/),
  bankCode: z.string().regex(/^[A-Z]{2,10}$/),
  accountNo: z.string().regex(/^\d{10,18}$/),
  /** Baht with at most two decimals, as Thai banks' APIs send it. */
  amount: z.number().positive(),
  time: z.iso.datetime({ offset: true }),
  sender: z
    .object({
      bankCode: z
        .string()
        .regex(/^[A-Z]{2,10}$/)
        .nullish(),
      accountNo: z.string().max(32).nullish(),
      name: z.string().max(200).nullish(),
    })
    .optional(),
});

const pushBody = z.object({
  event: z.literal('transactions'),
  transactions: z.array(pushedTransaction).min(1).max(PUSH_MAX_TRANSACTIONS),
});

export type PushedTransaction = z.infer<typeof pushedTransaction>;

/**
 * A bank's (or statement service's) signed push: the same signature as the QR gateways'
 * webhooks (`X-Signature: t=<unix s>,v1=<HMAC-SHA256 of "<t>.<raw body>">`), checked over the
 * raw bytes before anything in them is read, then the age against replays (ADR 0076).
 */
export class SignedPushReader implements BankPushReader {
  constructor(
    private readonly key: string,
    private readonly toleranceS: number,
  ) {}

  read(headers: Record<string, string | string[] | undefined>, rawBody: string): FeedEntry[] {
    try {
      verifyWebhook(this.key, headers[SIGNATURE_HEADER], rawBody, this.toleranceS);
    } catch (error) {
      if (error instanceof WebhookRefused) throw new PushRefused(error.reason);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new PushRefused('malformed');
    }
    const body = pushBody.safeParse(json);
    if (!body.success) throw new PushRefused('malformed');
    return body.data.transactions.map((t) => {
      const amount = toSatang(t.amount);
      if (amount === undefined) throw new PushRefused('malformed');
      const senderBank = t.sender?.bankCode ?? null;
      const shown = t.sender?.accountNo ?? null;
      const account =
        shown && senderBank && /^\d+$/.test(shown)
          ? (normaliseBankAccountNo(senderBank, shown) ?? shown)
          : shown;
      return {
        source: 'push',
        bankCode: t.bankCode,
        account: t.accountNo,
        amount,
        bankTime: new Date(t.time),
        reference: t.reference,
        sender: { bankCode: senderBank, account, name: t.sender?.name ?? null },
        raw: JSON.stringify(t),
      } satisfies FeedEntry;
    });
  }
}
