import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi, toSatang } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import type { GatewayFaults, SandboxPaymentGateway } from '../../../adapters/payment-gateway/sandbox.ts';
import { fail } from '../../../lib/app-error.ts';
import { qrById } from './qr-repo.ts';
import type pg from 'pg';
import type { QrChannel } from '@wallet/contract';

/**
 * The sandbox gateways' test API: pay a QR as a member's bank would (the gateway's signed
 * webhook then goes through the real route), and make the gateways refuse calls.
 */
export const qrSandboxRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  gateways: Record<QrChannel, SandboxPaymentGateway>;
  faults: GatewayFaults;
}> = async (app, { pool, gateways, faults }) => {
  app.route({
    ...fromContract(app, sandboxApi.payQr),
    handler: async (request, reply) => {
      const qr = (await qrById(pool, request.params.qrcodeId)) ?? fail('NO_DATA');
      const { amount, txnId } = request.body ?? {};
      const delivery = await gateways[qr.channel].pay(qr.gatewayRef, {
        amount: amount === undefined ? undefined : toSatang(amount),
        txnId,
      });
      if (!delivery) fail('NO_DATA');
      const answer = await app.inject({
        method: 'POST',
        url: `/api/payments/webhook/${qr.channel}`,
        headers: delivery.headers,
        payload: delivery.body,
      });
      return reply.code(answer.statusCode).send(answer.json());
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.gatewayFail),
    handler: async (request) => {
      faults.failNext(request.body.op, request.body.count);
      return { message: 'SUCCESS' };
    },
  });
};
