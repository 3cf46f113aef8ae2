import type pg from 'pg';
import { PROMPTPAY_QR_CHANNELS, QR_CHANNELS, type QrChannel } from '@wallet/contract';
import type { Config } from '../../config.ts';
import { OpnPaymentGateway } from './opn.ts';
import { GatewayError, WebhookRefused, type PaymentGateway } from './port.ts';
import { GatewayFaults, SandboxPaymentGateway } from './sandbox.ts';

/** The sandbox merchant's PromptPay e-wallet id (15 digits): a test value, not a real account. */
const SANDBOX_MERCHANT_PROXY = { kind: 'eWallet', value: '004000000000001' } as const;
/**
 * The sandbox merchant's LAO QR receiver: BCEL's LAPNet IIN (27710418, as BCEL's published
 * merchant QRs carry it) and the seed's BCEL deposit account: test values, not a real merchant.
 */
const SANDBOX_LAO_QR = { iin: '27710418', receiver: '0101000123456789' } as const;

/**
 * A channel no contracted gateway serves: every order is refused (the member reads QR_FAIL), so
 * a production site never shows a QR that pays the sandbox's made-up merchant.
 */
class UncontractedGateway implements PaymentGateway {
  constructor(readonly channel: QrChannel) {}
  createPayment(): Promise<never> {
    return Promise.reject(new GatewayError(`no gateway serves ${this.channel}`));
  }
  cancelPayment(): Promise<void> {
    return Promise.resolve();
  }
  readWebhook(): never {
    throw new WebhookRefused('signature');
  }
}

/**
 * One gateway per QR channel. Only sandbox gateways exist until real ones are contracted;
 * they sign webhooks with PAYMENT_WEBHOOK_SECRET, or a key derived from the server secret.
 */
export function sandboxGateways(config: Config, pool: pg.Pool, secret: string) {
  const faults = new GatewayFaults();
  const options = {
    webhookKey: config.PAYMENT_WEBHOOK_SECRET ?? `${secret}:payment-webhook`,
    toleranceS: config.WEBHOOK_TOLERANCE_S,
    proxy: SANDBOX_MERCHANT_PROXY,
    laoQr: SANDBOX_LAO_QR,
  };
  const gateways = Object.fromEntries(
    QR_CHANNELS.map((channel) => [channel, new SandboxPaymentGateway(channel, pool, faults, options)]),
  ) as Record<QrChannel, SandboxPaymentGateway>;
  return { gateways, faults };
}

/**
 * The gateways QR_GATEWAY chose. `opn`: Opn Payments serves every PromptPay channel (the operator
 * offers one; its webhook endpoint is that channel's, ADR 0148) and, as Opn makes no LAO QR, the
 * Lao QR channel refuses until a Lao gateway is contracted (ADR 0180); `sandbox`: the sandbox gateways.
 */
export function qrGateways(
  config: Config,
  sandbox: Record<QrChannel, SandboxPaymentGateway>,
): Record<QrChannel, PaymentGateway> {
  if (config.QR_GATEWAY !== 'opn') return sandbox;
  const options = {
    secretKey: config.OPN_SECRET_KEY!,
    baseUrl: config.OPN_BASE_URL,
    timeoutMs: config.QR_GATEWAY_TIMEOUT_MS,
    apiVersion: '2019-05-29',
  };
  const gateways = { ...sandbox } as Record<QrChannel, PaymentGateway>;
  for (const channel of PROMPTPAY_QR_CHANNELS) gateways[channel] = new OpnPaymentGateway(channel, options);
  gateways.LAOQR = new UncontractedGateway('LAOQR');
  return gateways;
}
