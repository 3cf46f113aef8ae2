import { z } from 'zod';
import type { QrChannel } from '@wallet/contract';
import {
  GatewayError,
  WebhookRefused,
  type CreatedPayment,
  type PaymentGateway,
  type PaymentNotice,
  type PaymentRequest,
} from './port.ts';

export interface OpnOptions {
  /** The account's secret key (skey_…): HTTP Basic user, empty password, as Opn documents. */
  secretKey: string;
  /** https://api.omise.co, or a fake in tests. */
  baseUrl: string;
  /** Our deadline for one call; past it the call is abandoned (Opn answers nothing we rely on). */
  timeoutMs: number;
  /** Pins the API's behaviour to the version this adapter was written against. */
  apiVersion?: string;
}

/** Opn's ids: chrg_… (test: chrg_test_…). */
const CHARGE_ID = /^chrg_(test_)?[0-9a-z]{1,64}$/;

/** The parts of Opn's charge object this adapter reads (docs: Charges API, PromptPay). */
const charge = z.object({
  object: z.literal('charge'),
  id: z.string().regex(CHARGE_ID),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(['failed', 'expired', 'pending', 'reversed', 'successful']),
  paid: z.boolean().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z
    .object({
      type: z.string(),
      scannable_code: z.object({ raw_data: z.string().min(1).max(512).optional() }).nullish(),
    })
    .nullish(),
});
type Charge = z.infer<typeof charge>;

/** The event Opn posts to the webhook endpoint: `charge.complete` carries the charge. */
const event = z.object({
  object: z.literal('event'),
  key: z.string(),
  data: z.object({ object: z.literal('charge'), id: z.string().regex(CHARGE_ID) }),
});

/** Opn's error object (`{"object":"error","code":…,"message":…}`), for the log line. */
const opnError = z.object({ object: z.literal('error'), code: z.string(), message: z.string().optional() });

/**
 * PromptPay QR payments through Opn Payments (formerly Omise; QR_GATEWAY=opn, ADR 0148): a charge
 * with a `promptpay` source is the QR (its EMVCo payload is the source's scannable_code raw_data),
 * expiring the charge cancels it, and a `charge.complete` webhook is only a hint: Opn's webhooks
 * carry no signature we can check, so the charge is read back with the secret key and only a
 * `successful`, paid THB charge this channel created is a payment. A delivery we cannot confirm
 * credits nothing (Opn delivers again).
 */
export class OpnPaymentGateway implements PaymentGateway {
  constructor(
    readonly channel: QrChannel,
    private readonly options: OpnOptions,
  ) {}

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const created = await this.call('POST', '/charges', {
      amount: request.amount,
      currency: 'thb',
      source: { type: 'promptpay' },
      // Read back with the charge: which of our QRs it is and on which channel.
      metadata: { qrcodeId: request.reference, channel: this.channel },
    });
    const payload = created.source?.scannable_code?.raw_data;
    if (created.status !== 'pending' || created.amount !== request.amount || !payload) {
      throw new GatewayError('opn: the charge has no PromptPay QR');
    }
    return { gatewayRef: created.id, payload };
  }

  /** Expiring a pending charge stops its QR; one already expired or settled needs nothing. */
  async cancelPayment(gatewayRef: string): Promise<void> {
    if (!CHARGE_ID.test(gatewayRef)) throw new GatewayError('opn: not a charge id');
    try {
      await this.call('POST', `/charges/${gatewayRef}/expire`);
    } catch (error) {
      const current = await this.call('GET', `/charges/${gatewayRef}`).catch(() => undefined);
      if (current && current.status !== 'pending') return;
      throw error;
    }
  }

  async readWebhook(
    _headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('malformed');
    }
    const delivered = event.safeParse(json);
    if (!delivered.success || delivered.data.key !== 'charge.complete') throw new WebhookRefused('malformed');
    // Only what Opn answers us, with our secret key, counts; the delivery's own fields do not.
    let confirmed: Charge;
    try {
      confirmed = await this.call('GET', `/charges/${delivered.data.data.id}`);
    } catch {
      throw new WebhookRefused('signature');
    }
    const paid = confirmed.status === 'successful' && confirmed.paid !== false;
    const ours =
      confirmed.currency.toLowerCase() === 'thb' &&
      confirmed.source?.type === 'promptpay' &&
      confirmed.metadata?.channel === this.channel;
    if (!paid || !ours) throw new WebhookRefused('malformed');
    return { txnId: confirmed.id, gatewayRef: confirmed.id, amount: confirmed.amount };
  }

  /** One call to Opn: Basic auth with the secret key, JSON both ways, our deadline. */
  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Charge> {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}`,
      accept: 'application/json',
    };
    if (this.options.apiVersion) headers['omise-version'] = this.options.apiVersion;
    if (body) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.baseUrl), {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new GatewayError('opn: no answer');
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refused = opnError.safeParse(json);
      throw new GatewayError(`opn: ${response.status} ${refused.success ? refused.data.code : 'error'}`);
    }
    const parsed = charge.safeParse(json);
    if (!parsed.success) throw new GatewayError('opn: not a charge');
    return parsed.data;
  }
}
