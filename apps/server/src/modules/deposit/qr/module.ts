import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deps.ts';
import { GatewayPayments } from './gateway-payments.ts';
import { sandboxGateways } from './gateways.ts';
import { QrDeposits } from './qr-deposits.ts';
import { qrRoutes } from './routes.ts';
import { qrSandboxRoutes } from './sandbox-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** QR deposits (GET, POST, DELETE /api/qrcode/{channel}), the gateway webhook and its sandbox. */
export const qrDepositModule: FastifyPluginAsyncZod<DepositDeps> = async (app, deps) => {
  const pool = deps.db.$client;
  const { gateways, faults } = sandboxGateways(deps.config, pool, deps.secret);
  const deposits = new QrDeposits(pool, gateways, deps.settings, app.log);
  const payments = new GatewayPayments(pool, deps.ledger, deps.events);

  await app.register(qrRoutes, { deposits });
  await app.register(webhookRoutes, { gateways, payments });
  if (deps.config.sandbox) await app.register(qrSandboxRoutes, { pool, gateways, faults });
};
