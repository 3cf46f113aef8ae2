import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, walletReply } from '@wallet/contract';
import type { HomeService } from './service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
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
        .send((await home.walletJson(request.member.memberId)) as never),
  );

  app.get(
    '/api/wallet/refresh/slot',
    {
      preHandler: app.requireMember,
      schema: { tags, security, response: { 200: walletReply, default: messageReply } },
    },
    async (request) => home.refresh(request.member.memberId),
  );
};
