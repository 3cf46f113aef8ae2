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

export const THAIBULKSMS_BASE_URL = 'https://api-v2.thaibulksms.com';

export interface ThaiBulkSmsOptions {
  apiKey: string;
  apiSecret: string;
  /** The sender name registered with ThaiBulkSMS. */
  sender: string;
  variant: SiteVariant;
  baseUrl?: string;
  timeoutMs: number;
}

interface SendReply {
  phone_number_list?: { number?: string; message_id?: string }[];
  bad_phone_number_list?: { number?: string; message?: string }[];
}

/** `{ error: { code, name, description } }`: the documented error body; the name says why. */
function errorName(body: unknown): string | undefined {
  const error = (body as { error?: { name?: unknown; description?: unknown } } | undefined)?.error;
  const name = typeof error?.name === 'string' ? error.name : undefined;
  const description = typeof error?.description === 'string' ? error.description : undefined;
  return name ?? description;
}

/**
 * ThaiBulkSMS (developer.thaibulksms.com, API v2): POST /sms, HTTP Basic with the API key and
 * secret, form fields msisdn, message, sender. Answers 201 with the numbers it took
 * (`phone_number_list`) and those it would not (`bad_phone_number_list`); errors as
 * `{ error: { code, name, description } }` (400 bad parameters, 401 wrong key, 403 no credit or
 * sender not allowed, 5xx). The number goes as E.164 digits without the plus (66812345678),
 * the international form its msisdn takes. Sending is not idempotent: no retries (ADR 0144).
 */
export class ThaiBulkSmsSender implements SmsSender, CredentialCheck {
  private readonly base: string;

  constructor(private readonly options: ThaiBulkSmsOptions) {
    this.base = trimBase(options.baseUrl ?? THAIBULKSMS_BASE_URL);
  }

  async send(phone: string, text: string): Promise<void> {
    let msisdn: string;
    try {
      msisdn = toE164(phone, this.options.variant).slice(1);
    } catch {
      throw new SmsSendError('undeliverable number');
    }
    const reply = await callVendor(
      `${this.base}/sms`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...this.auth(),
        },
        body: new URLSearchParams({ msisdn, message: text, sender: this.options.sender }).toString(),
      },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer') throw new SmsSendError(replyProblem(reply));
    if (reply.status < 200 || reply.status >= 300) {
      const name = errorName(reply.body);
      throw new SmsSendError(`ThaiBulkSMS ${replyProblem(reply)}${name ? ` (${name})` : ''}`);
    }
    const body = (reply.body ?? {}) as SendReply;
    if (!body.phone_number_list?.length) {
      const why = body.bad_phone_number_list?.[0]?.message;
      throw new SmsSendError(`undeliverable number${why ? ` (${why})` : ''}`);
    }
  }

  /** GET /credit: the account's remaining credit, sending nothing. */
  async checkCredentials(): Promise<string> {
    const reply = await callVendor(
      `${this.base}/credit`,
      { method: 'GET', headers: { accept: 'application/json', ...this.auth() } },
      this.options.timeoutMs,
    );
    if (reply.kind !== 'answer' || reply.status !== 200) {
      const name = reply.kind === 'answer' ? errorName(reply.body) : undefined;
      throw new CredentialCheckError(`${replyProblem(reply)}${name ? ` (${name})` : ''}`);
    }
    const credit = (reply.body as { remaining_credit?: unknown } | undefined)?.remaining_credit;
    if (credit === undefined)
      throw new CredentialCheckError('answered something that is not its credit record');
    return `remaining credit ${JSON.stringify(credit)}`;
  }

  private auth() {
    return { authorization: basicAuth(this.options.apiKey, this.options.apiSecret) };
  }
}
