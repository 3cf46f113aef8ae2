import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositNoticeReply, depositNoticeRequest, messageReply, walletReply } from '@wallet/contract';
import type { Idempotency } from './idempotency.ts';
import { sendIdempotent } from './idempotent-reply.ts';
import type { WalletService } from './service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  idempotency: Idempotency;
}> = async (app, { wallet, idempotency }) => {
  app.get(
    '/api/wallet',
    {
      preHandler: app.requireMember,
      schema: { tags, security, response: { 200: walletReply, default: messageReply } },
    },
    async (request, reply) =>
      // Already JSON, checked against walletReply when built: the serializer is skipped.
      reply
        .type('application/json; charset=utf-8')
        .send((await wallet.walletJson(request.member.memberId)) as never),
  );

  app.get(
    '/api/wallet/refresh/slot',
    {
      preHandler: app.requireMember,
      schema: { tags, security, response: { 200: walletReply, default: messageReply } },
    },
    async (request) => wallet.refresh(request.member.memberId),
  );

  app.post(
    '/api/wallet/add',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        body: depositNoticeRequest,
        response: { 201: depositNoticeReply, default: messageReply },
      },
    },
    async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 201,
        body: await wallet.depositNotice(request.member.memberId, request.body.amount, opKey),
      })),
  );
};
