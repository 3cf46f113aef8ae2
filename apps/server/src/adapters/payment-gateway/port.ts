import type { QrChannel } from '@wallet/contract';

/** A payment request the member pays by scanning a QR. Amounts are minor units of the channel's currency (satang, or kip/100). */
export interface PaymentRequest {
  /** Our qrcodeId, which the gateway keeps with its order. */
  reference: string;
  amount: number;
}

export interface CreatedPayment {
  /** The gateway's own id of the order; its webhook names the order by it. */
  gatewayRef: string;
  /** The EMVCo payload the QR image encodes (PromptPay, or LAO QR on the kip channel). */
  payload: string;
}

/** A payment the gateway says it received, read from a verified webhook delivery. */
export interface PaymentNotice {
  /** The gateway's transaction id: one per payment, repeated on every re-delivery. */
  txnId: string;
  gatewayRef: string;
  amount: number;
}

/**
 * A QR payment gateway (one per channel: KBANK, WW, PAYTIMZ, PAYONEX, FP, LAOQR). Each real gateway
 * has its own API and webhook signature; the port hides both.
 */
export interface PaymentGateway {
  readonly channel: QrChannel;
  /** Throws GatewayError when the gateway refuses or cannot be reached. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The member no longer wants to pay; throws GatewayError when the gateway did not confirm. */
  cancelPayment(gatewayRef: string): Promise<void>;
  /**
   * Checks a webhook delivery's signature (and its age, against replays) over the raw body and
   * reads the payment from it; throws WebhookRefused otherwise. A gateway whose deliveries carry
   * no signature confirms the payment by reading it back from the gateway (Opn, ADR 0148).
   */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): PaymentNotice | Promise<PaymentNotice>;
}

export class GatewayError extends Error {
  constructor(message = 'payment gateway refused') {
    super(message);
    this.name = 'GatewayError';
  }
}

/** signature: missing or wrong; stale: outside the replay window; malformed: signed but unreadable. */
export type WebhookRefusal = 'signature' | 'stale' | 'malformed';

export class WebhookRefused extends Error {
  constructor(readonly reason: WebhookRefusal) {
    super(`webhook refused: ${reason}`);
    this.name = 'WebhookRefused';
  }
}
