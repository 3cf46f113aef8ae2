import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrApi } from '@wallet/contract';
import { WebhookRefused, type PaymentNotice } from '../../../adapters/payment-gateway/port.ts';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import type { GatewayPayments } from './gateway-payments.ts';
import type { Gateways } from './qr-deposits.ts';

/** Payment confirmations are small; anything bigger is not a gateway's. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/webhook/{channel}: the gateway's signed confirmation of a payment (no
 * member auth: the signature is the authentication). The signature covers the exact bytes
 * sent, so this plugin keeps the body as the raw string and the gateway adapter reads it.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ gateways: Gateways; payments: GatewayPayments }> = async (
  app,
  { gateways, payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...fromContract(app, qrApi.webhook),
    handler: async (request) => {
      const { channel } = request.params;
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let notice: PaymentNotice;
      try {
        notice = await gateways[channel].readWebhook(request.headers, rawBody);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        if (error.reason === 'malformed') fail('KEY_INVALID');
        // Someone without the key, or a replay: worth an operator's eye (no body, no header values).
        request.log.warn({ channel, reason: error.reason, ip: request.ip }, 'payment webhook refused');
        fail('UNAUTHORIZED');
      }
      return payments.accept(channel, notice);
    },
  });
};
