import type { SiteVariant } from '@wallet/contract';
import {
  basicAuth,
  callVendor,
  CredentialCheckError,
  replyProblem,
  trimBase,
  type CredentialCheck,
} from '../vendor-call.ts';
import { toE164 } from './e164.ts';
import { SmsSendError, type SmsSender } from './port.ts';

export const TWILIO_BASE_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 number, an alphanumeric sender ID, or a Messaging Service SID (MG…). */
  from: string;
  variant: SiteVariant;
  baseUrl?: string;
  timeoutMs: number;
}

/** Twilio's error body: `{ code, message, more_info, status }`; the code says why. */
function errorCode(body: unknown): number | undefined {
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP
 * Basic with the account SID and auth token, form fields To (E.164), From or
 * MessagingServiceSid, Body. 201 with the message resource (status queued/accepted); errors
 * carry Twilio's numeric code (20003 authentication, 21211 invalid To, 21408 region not
 * enabled, 21610 recipient opted out, 21614 not a mobile, 20429 too many requests). Creating a
 * message is not idempotent: no retries (ADR 0144).
 */
export class TwilioSmsSender implements SmsSender, CredentialCheck {
  private readonly account: string;

  constructor(private readonly options: TwilioOptions) {
    const base = trimBase(options.baseUrl ?? TWILIO_BASE_URL);
    this.account = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}`;
  }

  async send(phone: string, text: string): Promise<void> {
    let to: string;
    try {
      to = toE164(phone, this.options.variant);
    } catch {
      throw new SmsSendError('undeliverable number');
    }
    const { from } = this.options;
    const sender: [string, string] = /^MG[0-9a-fA-F]{32}$/.test(from)
      ? ['MessagingServiceSid', from]
      : ['From', from];
    const reply = await callVendor(
      `${this.account}/Messages.json`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...this.auth() },
        body: new URLSearchParams([['To', to], sender, ['Body', text]]).toString(),
      },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer') throw new SmsSendError(replyProblem(reply));
    if (reply.status < 200 || reply.status >= 300) {
      const code = errorCode(reply.body);
      throw new SmsSendError(`Twilio ${replyProblem(reply)}${code ? ` (error ${code})` : ''}`);
    }
    const status = (reply.body as { status?: unknown } | undefined)?.status;
    if (status === 'failed' || status === 'undelivered') throw new SmsSendError(`Twilio message ${status}`);
  }

  /** GET /Accounts/{Sid}/Balance.json: the account's balance, sending nothing. */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(
      `${this.account}/Balance.json`,
      { method: 'GET', headers: this.auth() },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer' || reply.status !== 200) {
      const code = reply.kind === 'answer' ? errorCode(reply.body) : undefined;
      throw new CredentialCheckError(`${replyProblem(reply)}${code ? ` (error ${code})` : ''}`);
    }
    const body = reply.body as { balance?: unknown; currency?: unknown } | undefined;
    if (typeof body?.balance !== 'string')
      throw new CredentialCheckError('answered something that is not its balance');
    return `balance ${body.balance} ${typeof body.currency === 'string' ? body.currency : ''}`.trim();
  }

  private auth() {
    return { authorization: basicAuth(this.options.accountSid, this.options.authToken) };
  }
}
