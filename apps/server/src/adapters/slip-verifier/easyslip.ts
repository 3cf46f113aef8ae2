import { z } from 'zod';
import { toSatang } from '@wallet/contract';
import {
  callVendor,
  CredentialCheckError,
  replyProblem,
  trimBase,
  type CredentialCheck,
  type VendorReply,
} from '../vendor-call.ts';
import type { BankTransfer, ShownAccount, SlipRef, SlipVerification, SlipVerifier } from './port.ts';

export const EASYSLIP_BASE_URL = 'https://developer.easyslip.com/api/v1';

/**
 * An account as EasySlip shows it: the bank (3-digit code) and the account as the bank prints it
 * (masked), or a PromptPay proxy (phone, national ID, e-wallet) when the transfer went to one.
 */
const shownAccount = z.object({
  bank: z.object({ id: z.string().nullish() }).nullish(),
  account: z.object({
    bank: z.object({ account: z.string().min(1) }).nullish(),
    proxy: z.object({ account: z.string().min(1) }).nullish(),
  }),
});

const slipData = z.object({
  transRef: z.string().min(1),
  date: z.iso.datetime({ offset: true }),
  amount: z.object({ amount: z.number().positive() }),
  receiver: shownAccount,
  sender: shownAccount.nullish(),
});

const replyBody = z.object({
  status: z.number().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const meData = z.object({
  data: z.object({
    application: z.string().optional(),
    usedQuota: z.number(),
    maxQuota: z.number(),
    remainingQuota: z.number(),
    expiredAt: z.string().optional(),
  }),
});

function account(shown: z.infer<typeof shownAccount>): ShownAccount | null {
  const number = shown.account.bank?.account ?? shown.account.proxy?.account;
  return number ? { bank: shown.bank?.id ?? null, account: number } : null;
}

function transferOf(data: unknown, seenBefore: boolean): BankTransfer | undefined {
  const parsed = slipData.safeParse(data);
  if (!parsed.success) return undefined;
  const { transRef, date, amount, receiver, sender } = parsed.data;
  const satang = toSatang(amount.amount);
  const shownReceiver = account(receiver);
  if (satang === undefined || !shownReceiver) return undefined;
  return {
    transRef,
    amount: satang,
    transferredAt: new Date(date),
    receiver: shownReceiver,
    sender: sender ? account(sender) : null,
    ...(seenBefore ? { seenBefore } : {}),
  };
}

/** EasySlip's documented error messages, by what they tell us about the slip. */
const NOT_A_SLIP = new Set(['invalid_payload', 'invalid_image', 'qrcode_not_found']);
const NO_SUCH_TRANSFER = new Set(['slip_not_found']);
const CREDENTIALS = new Set([
  'unauthorized',
  'access_denied',
  'account_not_verified',
  'application_expired',
  'application_deactivated',
]);

export interface EasySlipOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs: number;
}

/**
 * EasySlip (developer.easyslip.com, API v1): POST /verify with the slip's QR payload, or the
 * image as multipart `file`; bearer API key; the bank's record under `data` (amount in baht, ISO
 * date, both accounts as the bank shows them). We never ask it to check duplicates
 * (`checkDuplicate`): our own rules do, and its flag would refuse our own retry (ADR 0143). The
 * image goes out only when the payload is refused as not a slip's (its reader may do better
 * than ours), so members' images stay here otherwise. No retries: a verification spends quota
 * and the caller keeps the slip pending when the answer is lost.
 */
export class EasySlipVerifier implements SlipVerifier, CredentialCheck {
  private readonly base: string;

  constructor(private readonly options: EasySlipOptions) {
    this.base = trimBase(options.baseUrl ?? EASYSLIP_BASE_URL);
  }

  async verify(ref: SlipRef): Promise<SlipVerification> {
    const byPayload = await this.post({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: ref.payload }),
    });
    if (byPayload.notASlip && ref.image) return (await this.verifyImage(ref.image)).verification;
    return byPayload.verification;
  }

  private async verifyImage(image: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), 'slip');
    return this.post({ body: form });
  }

  private async post(init: RequestInit) {
    const reply = await callVendor(
      `${this.base}/verify`,
      { method: 'POST', ...init, headers: { ...(init.headers as object), ...this.auth() } },
      this.options.timeoutMs,
    );
    return this.verificationOf(reply);
  }

  private verificationOf(reply: VendorReply): { verification: SlipVerification; notASlip: boolean } {
    const answer = (verification: SlipVerification, notASlip = false) => ({ verification, notASlip });
    if (reply.kind === 'timeout') return answer({ outcome: 'timeout' });
    if (reply.kind === 'unreachable') return answer({ outcome: 'error' });
    const body = replyBody.safeParse(reply.body).data;
    if (reply.status === 200) {
      const transfer = transferOf(body?.data, false);
      return answer(transfer ? { outcome: 'transfer', transfer } : { outcome: 'error' });
    }
    const message = body?.message ?? '';
    if (message === 'duplicate_slip') {
      // Only sent with checkDuplicate, which we never ask for; read as the record if it came.
      const transfer = transferOf(body?.data, true);
      return answer(transfer ? { outcome: 'transfer', transfer } : { outcome: 'error' });
    }
    if (NOT_A_SLIP.has(message)) return answer({ outcome: 'not-found' }, true);
    if (NO_SUCH_TRANSFER.has(message)) return answer({ outcome: 'not-found' });
    if (message === 'quota_exceeded') return answer({ outcome: 'error', reason: 'quota' });
    if (CREDENTIALS.has(message) || reply.status === 401)
      return answer({ outcome: 'error', reason: 'credentials' });
    // server_error, api_server_error (the bank's side failing), anything undocumented.
    if (message === 'api_server_error') return answer({ outcome: 'error', reason: 'bank-unavailable' });
    return answer({ outcome: 'error' });
  }

  /** GET /me: the application's quota, spending none of it. */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(
      `${this.base}/me`,
      { method: 'GET', headers: this.auth() },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer' || reply.status !== 200) {
      const message = reply.kind === 'answer' ? replyBody.safeParse(reply.body).data?.message : undefined;
      throw new CredentialCheckError(`${replyProblem(reply)}${message ? ` (${message})` : ''}`);
    }
    const me = meData.safeParse(reply.body);
    if (!me.success) throw new CredentialCheckError('answered something that is not its /me record');
    const { remainingQuota, maxQuota, expiredAt } = me.data.data;
    if (remainingQuota <= 0) throw new CredentialCheckError(`quota used up (0 of ${maxQuota} left)`);
    return `quota ${remainingQuota} of ${maxQuota} left${expiredAt ? `, expires ${expiredAt}` : ''}`;
  }

  private auth() {
    return { authorization: `Bearer ${this.options.apiKey}` };
  }
}
