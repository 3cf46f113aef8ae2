import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositNoticeReply, depositNoticeRequest, messageReply } from '@wallet/contract';
import { sendIdempotent, type Idempotency } from '../../wallet/index.ts';
import type { DepositNotices } from './service.ts';

export const depositNoticeRoutes: FastifyPluginAsyncZod<{
  notices: DepositNotices;
  idempotency: Idempotency;
}> = async (app, { notices, idempotency }) => {
  app.post(
    '/api/wallet/add',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        security: [{ bearer: [] }],
        body: depositNoticeRequest,
        response: { 201: depositNoticeReply, default: messageReply },
      },
    },
    async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 201,
        body: await notices.notify(request.member.memberId, request.body.amount, opKey),
      })),
  );
};
