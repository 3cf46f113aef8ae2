import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReply,
  sandboxGatewayFailRequest,
  sandboxQrPayParams,
  sandboxQrPayRequest,
  toSatang,
} from '@wallet/contract';
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
  const tags = ['sandbox'];

  app.post(
    '/api/sandbox/qrcode/:qrcodeId/pay',
    { schema: { tags, params: sandboxQrPayParams, body: sandboxQrPayRequest.nullish() } },
    async (request, reply) => {
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
      return reply.code(answer.statusCode).type('application/json').send(answer.body);
    },
  );

  app.post(
    '/api/sandbox/gateway/fail',
    { schema: { tags, body: sandboxGatewayFailRequest, response: { 200: messageReply } } },
    async (request) => {
      faults.failNext(request.body.op, request.body.count);
      return { message: 'SUCCESS' };
    },
  );
};
