import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositNoticeApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { sendIdempotent, type Idempotency } from '../../wallet/index.ts';
import type { DepositNotices } from './service.ts';

export const depositNoticeRoutes: FastifyPluginAsyncZod<{
  notices: DepositNotices;
  idempotency: Idempotency;
}> = async (app, { notices, idempotency }) => {
  app.route({
    ...fromContract(app, depositNoticeApi.add),
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 201,
        body: await notices.notify(request.member.memberId, request.body.amount, opKey),
      })),
  });
};
