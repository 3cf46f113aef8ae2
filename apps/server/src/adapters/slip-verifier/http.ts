import { z } from 'zod';
import { toSatang } from '@wallet/contract';
import type { ShownAccount, SlipRef, SlipVerification, SlipVerifier } from './port.ts';

/** Longer than the services' own bank round trips (a few seconds), well inside the client's 300 s. */
const DEFAULT_TIMEOUT_MS = 60_000;

const shownAccount = z.object({
  bank: z.object({ id: z.string().nullish() }).nullish(),
  account: z.object({ bank: z.object({ account: z.string().min(1) }) }),
});

const verifiedReply = z.object({
  data: z.object({
    transRef: z.string().min(1),
    date: z.iso.datetime({ offset: true }),
    amount: z.object({ amount: z.number().positive() }),
    receiver: shownAccount,
    sender: shownAccount.nullish(),
  }),
});

const errorReply = z.object({ message: z.string() });

function account(shown: z.infer<typeof shownAccount>): ShownAccount {
  return { bank: shown.bank?.id ?? null, account: shown.account.bank.account };
}

/**
 * A slip-verification service shaped like the common Thai ones: POST with a bearer token and
 * the slip's QR (payload, sendingBank, transRef), JSON answer with the bank's record under
 * `data` (transRef, ISO date, amount in baht, sender and receiver accounts as the bank shows
 * them). 404 or `slip_not_found`/`invalid_payload` means the bank has no such transfer;
 * `captcha_failed` the service could not get past the bank's captcha.
 */
export class HttpSlipVerifier implements SlipVerifier {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async verify(ref: SlipRef): Promise<SlipVerification> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ payload: ref.payload, sendingBank: ref.sendingBank, transRef: ref.transRef }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { outcome: (error as Error).name === 'TimeoutError' ? 'timeout' : 'error' };
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return this.transferFrom(body);
    const message = errorReply.safeParse(body).data?.message;
    if (response.status === 404 || message === 'slip_not_found' || message === 'invalid_payload')
      return { outcome: 'not-found' };
    if (message === 'captcha_failed') return { outcome: 'captcha' };
    return { outcome: 'error' };
  }

  private transferFrom(body: unknown): SlipVerification {
    const parsed = verifiedReply.safeParse(body);
    const amount = parsed.success ? toSatang(parsed.data.data.amount.amount) : undefined;
    if (!parsed.success || amount === undefined) return { outcome: 'error' };
    const { data } = parsed.data;
    return {
      outcome: 'transfer',
      transfer: {
        transRef: data.transRef,
        amount,
        transferredAt: new Date(data.date),
        receiver: account(data.receiver),
        sender: data.sender ? account(data.sender) : null,
      },
    };
  }
}
