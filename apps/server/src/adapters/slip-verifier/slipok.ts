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

export const SLIPOK_BASE_URL = 'https://api.slipok.com/api/line/apikey';

/** A party as SlipOK shows it: the account as the bank prints it, or the PromptPay proxy. */
const party = z.object({
  account: z.object({ value: z.string().min(1) }).nullish(),
  proxy: z.object({ value: z.string().nullish() }).nullish(),
});

const slipData = z.object({
  transRef: z.string().min(1),
  sendingBank: z.string().nullish(),
  receivingBank: z.string().nullish(),
  /** yyyyMMdd and HH:mm:ss, Bangkok time; transTimestamp (ISO) when given is preferred. */
  transDate: z.string().regex(/^\d{8}$/),
  transTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  transTimestamp: z.iso.datetime({ offset: true }).nullish(),
  amount: z.number().positive(),
  sender: party.nullish(),
  receiver: party,
});

const replyBody = z.object({
  success: z.boolean().optional(),
  code: z.number().optional(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const quotaData = z.object({
  success: z.literal(true),
  data: z.object({
    quota: z.number(),
    specialQuota: z.number().optional(),
    overQuota: z.number().optional(),
  }),
});

function shown(bank: string | null | undefined, who: z.infer<typeof party>): ShownAccount | null {
  const number = who.account?.value ?? who.proxy?.value;
  return number ? { bank: bank ?? null, account: number } : null;
}

function transferOf(data: unknown, seenBefore: boolean): BankTransfer | undefined {
  const parsed = slipData.safeParse(data);
  if (!parsed.success) return undefined;
  const slip = parsed.data;
  const amount = toSatang(slip.amount);
  const receiver = shown(slip.receivingBank, slip.receiver);
  if (amount === undefined || !receiver) return undefined;
  const { transDate: d, transTime } = slip;
  const transferredAt = new Date(
    slip.transTimestamp ?? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${transTime}+07:00`,
  );
  if (Number.isNaN(transferredAt.getTime())) return undefined;
  return {
    transRef: slip.transRef,
    amount,
    transferredAt,
    receiver,
    sender: slip.sender ? shown(slip.sendingBank, slip.sender) : null,
    ...(seenBefore ? { seenBefore } : {}),
  };
}

/** SlipOK's documented error codes, by what they tell us. */
const CREDENTIALS = new Set([1001, 1002, 1003, 1015]);
const NOT_A_SLIP = new Set([1005, 1006, 1007, 1008]);
/** Answered with the slip's record: a slip checked before (1012), or an amount or receiver its own checks disliked. */
const WITH_RECORD = new Set([1012, 1013, 1014]);

export interface SlipOkOptions {
  apiKey: string;
  branchId: string;
  baseUrl?: string;
  timeoutMs: number;
}

/**
 * SlipOK (slipok.com, "check slip" API): POST {base}/{branchId} with header x-authorization,
 * JSON `{ data: <QR payload> }`, or the image as multipart `files`; answers `{ success, data }`
 * with the bank's record, or `{ code, message }` (codes 1000-1015). We never send `log: true`
 * (SlipOK's own duplicate and receiver checks) nor `amount`: our rules judge (ADR 0143). A
 * duplicate (1012) that still carries the record is read as the record. The image goes only when
 * the payload is refused as not a slip's; no retries (each check spends quota).
 */
export class SlipOkVerifier implements SlipVerifier, CredentialCheck {
  private readonly url: string;

  constructor(private readonly options: SlipOkOptions) {
    this.url = `${trimBase(options.baseUrl ?? SLIPOK_BASE_URL)}/${encodeURIComponent(options.branchId)}`;
  }

  async verify(ref: SlipRef): Promise<SlipVerification> {
    const byPayload = await this.post({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: ref.payload }),
    });
    if (byPayload.notASlip && ref.image) {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(ref.image)]), 'slip');
      return (await this.post({ body: form })).verification;
    }
    return byPayload.verification;
  }

  private async post(init: RequestInit) {
    const reply = await callVendor(
      this.url,
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
    const code = body?.code;
    if (reply.status === 200 && body?.success) {
      const transfer = transferOf(body.data, false);
      return answer(transfer ? { outcome: 'transfer', transfer } : { outcome: 'error' });
    }
    if (code !== undefined && WITH_RECORD.has(code)) {
      const transfer = transferOf(body?.data, code === 1012);
      return answer(transfer ? { outcome: 'transfer', transfer } : { outcome: 'error' });
    }
    if (code !== undefined && NOT_A_SLIP.has(code)) return answer({ outcome: 'not-found' }, true);
    // 1011: the QR has expired or no such transaction exists.
    if (code === 1011) return answer({ outcome: 'not-found' });
    if (code === 1004) return answer({ outcome: 'error', reason: 'quota' });
    // 1009: the bank's data is unavailable for now; 1010: this bank's slips can be checked only after a wait.
    if (code === 1009 || code === 1010) return answer({ outcome: 'error', reason: 'bank-unavailable' });
    if ((code !== undefined && CREDENTIALS.has(code)) || reply.status === 401)
      return answer({ outcome: 'error', reason: 'credentials' });
    // 1000 (nothing sent: our fault), 5xx, anything undocumented.
    return answer({ outcome: 'error' });
  }

  /** GET {base}/{branchId}/quota: the branch's quota, spending none of it. */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(
      `${this.url}/quota`,
      { method: 'GET', headers: this.auth() },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer' || reply.status !== 200) {
      const body = reply.kind === 'answer' ? replyBody.safeParse(reply.body).data : undefined;
      const why = body?.code ? ` (code ${body.code})` : '';
      throw new CredentialCheckError(`${replyProblem(reply)}${why}`);
    }
    const quota = quotaData.safeParse(reply.body);
    if (!quota.success) throw new CredentialCheckError('answered something that is not its quota record');
    const { quota: left, specialQuota } = quota.data.data;
    return `quota ${left} left${specialQuota ? ` (+${specialQuota} special)` : ''}`;
  }

  private auth() {
    return { 'x-authorization': this.options.apiKey };
  }
}
