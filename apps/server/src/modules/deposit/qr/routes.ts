import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qrApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import type { QrDeposits } from './qr-deposits.ts';

/** GET, POST and DELETE /api/qrcode/{channel}: the member's QR deposit on one channel. */
export const qrRoutes: FastifyPluginAsyncZod<{ deposits: QrDeposits }> = async (app, { deposits }) => {
  app.route({
    ...fromContract(app, qrApi.current),
    handler: async (request) => deposits.current(request.member.memberId, request.params.channel),
  });

  app.route({
    ...fromContract(app, qrApi.create),
    handler: async (request) =>
      deposits.create(request.member.memberId, request.params.channel, request.body.amount),
  });

  app.route({
    ...fromContract(app, qrApi.cancel),
    handler: async (request) =>
      deposits.cancel(request.member.memberId, request.params.channel, request.body.qrcodeId),
  });
};
