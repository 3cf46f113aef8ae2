import type { FastifyInstance } from 'fastify';
import type { QrChannel } from '@wallet/contract';
import type { PaymentGateway } from '../../../adapters/payment-gateway/port.ts';
import type { GatewayFaults, SandboxPaymentGateway } from '../../../adapters/payment-gateway/sandbox.ts';
import type { DepositDeps } from '../deps.ts';
import { GatewayPayments } from './gateway-payments.ts';
import { QrDeposits } from './qr-deposits.ts';
import { qrRoutes } from './routes.ts';
import { qrSandboxRoutes } from './sandbox-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export interface QrDepositDeps extends DepositDeps {
  /** One gateway per channel, as QR_GATEWAY chose (the sandbox, or Opn Payments: ADR 0148). */
  gateways: Record<QrChannel, PaymentGateway>;
  /** The sandbox gateways, which the sandbox API pays as a member's bank would (sandbox only). */
  sandboxGateways: Record<QrChannel, SandboxPaymentGateway>;
  gatewayFaults: GatewayFaults;
}

/** QR deposits (GET, POST, DELETE /api/qrcode/{channel}), the gateway webhook and its sandbox. */
export async function qrDepositModule(app: FastifyInstance, deps: QrDepositDeps): Promise<void> {
  const pool = deps.db.$client;
  const deposits = new QrDeposits(pool, deps.gateways, deps.settings, app.log, (memberId) =>
    deps.ledger.currencyOf(memberId),
  );
  const payments = new GatewayPayments(pool, deps.ledger, deps.events);
  await app.register(qrRoutes, { deposits });
  await app.register(webhookRoutes, { gateways: deps.gateways, payments });
  if (deps.config.sandbox)
    await app.register(qrSandboxRoutes, { pool, gateways: deps.sandboxGateways, faults: deps.gatewayFaults });
}
