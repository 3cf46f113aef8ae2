import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { QR_CHANNEL_CURRENCY, toBaht, toSatang, type QrChannel } from '@wallet/contract';
import {
  GatewayError,
  WebhookRefused,
  type CreatedPayment,
  type PaymentGateway,
  type PaymentNotice,
  type PaymentRequest,
} from './port.ts';
import { laoQrPayload, type LaoQrRequest } from './lao-qr.ts';
import { promptPayPayload, type PromptPayProxy } from './promptpay.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook-signature.ts';

export const GATEWAY_OPS = ['create', 'cancel'] as const;
export type GatewayOp = (typeof GATEWAY_OPS)[number];

/** Makes the next calls of an operation fail, as a gateway that is down or refusing would. */
export class GatewayFaults {
  private readonly pending = new Map<GatewayOp, number>();

  failNext(op: GatewayOp, count: number): void {
    this.pending.set(op, count);
  }

  take(op: GatewayOp): boolean {
    const left = this.pending.get(op) ?? 0;
    if (left > 0) this.pending.set(op, left - 1);
    return left > 0;
  }
}

/** The body the sandbox gateway posts to our webhook when an order is paid. */
const paidEvent = z.object({
  event: z.literal('payment.paid'),
  txnId: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/),
  ref: z.string().min(1).max(64),
  /** The channel's currency (baht with at most two decimals, whole kip), as gateways send it. */
  amount: z.number().positive(),
  paidAt: z.iso.datetime(),
});

/** A delivery as the gateway would POST it. */
export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface SandboxGatewayOptions {
  /** Signs the webhook deliveries (and checks them on our side). */
  webhookKey: string;
  toleranceS: number;
  /** The merchant's PromptPay proxy the baht channels' QRs pay. */
  proxy: PromptPayProxy;
  /** The merchant's LAPNet bank (IIN) and account the kip channel's LAO QRs pay (ADR 0180). */
  laoQr: Pick<LaoQrRequest, 'iin' | 'receiver'>;
}

/**
 * A QR payment gateway that works offline: real payloads in the channel's currency (PromptPay
 * for baht, LAO QR for kip, so a banking app of either country reads them), its own order book in
 * `sandbox_gateway_orders` (so orders outlive our process as a remote gateway's would),
 * failures on demand, and signed webhooks for payments made through the sandbox API.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(
    readonly channel: QrChannel,
    private readonly pool: pg.Pool,
    private readonly faults: GatewayFaults,
    private readonly options: SandboxGatewayOptions,
  ) {}

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    if (this.faults.take('create')) throw new GatewayError();
    const gatewayRef = `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
    await this.pool.query(
      `INSERT INTO sandbox_gateway_orders (ref, channel, amount, status) VALUES ($1, $2, $3, 'OPEN')`,
      [gatewayRef, this.channel, request.amount],
    );
    const payload =
      QR_CHANNEL_CURRENCY[this.channel] === 'LAK'
        ? laoQrPayload({ ...this.options.laoQr, amount: request.amount, reference: gatewayRef })
        : promptPayPayload({ proxy: this.options.proxy, amount: request.amount, reference: gatewayRef });
    return { gatewayRef, payload };
  }

  async cancelPayment(gatewayRef: string): Promise<void> {
    if (this.faults.take('cancel')) throw new GatewayError();
    await this.pool.query(
      `UPDATE sandbox_gateway_orders SET status = 'CANCELLED' WHERE ref = $1 AND channel = $2 AND status = 'OPEN'`,
      [gatewayRef, this.channel],
    );
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): PaymentNotice {
    verifyWebhook(this.options.webhookKey, headers[SIGNATURE_HEADER], rawBody, this.options.toleranceS);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRefused('malformed');
    }
    const event = paidEvent.safeParse(json);
    const amount = event.success ? toSatang(event.data.amount) : undefined;
    if (!event.success || amount === undefined) throw new WebhookRefused('malformed');
    return { txnId: event.data.txnId, gatewayRef: event.data.ref, amount };
  }

  /**
   * What the payer's bank does: pays the order (even a cancelled or already paid one: a bank
   * transfer can still arrive) and the gateway signs the webhook it will send us. A txnId that
   * was used before stands for a re-delivery of that payment. Undefined for an unknown order.
   */
  async pay(
    gatewayRef: string,
    payment: { amount?: number; txnId?: string },
  ): Promise<WebhookDelivery | undefined> {
    const { rows } = await this.pool.query<{ amount: number }>(
      `UPDATE sandbox_gateway_orders SET status = 'PAID' WHERE ref = $1 AND channel = $2 RETURNING amount`,
      [gatewayRef, this.channel],
    );
    if (!rows[0]) return undefined;
    const body = JSON.stringify({
      event: 'payment.paid',
      txnId: payment.txnId ?? `TXN${randomUUID().replaceAll('-', '').toUpperCase()}`,
      ref: gatewayRef,
      amount: toBaht(payment.amount ?? rows[0].amount),
      paidAt: new Date().toISOString(),
    });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(this.options.webhookKey, body),
    };
    return { headers, body };
  }
}
