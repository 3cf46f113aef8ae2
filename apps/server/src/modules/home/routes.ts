import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { HomeService } from './service.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.route({
    ...fromContract(app, homeApi.wallet),
    handler: async (request, reply) =>
      // Already JSON bytes, checked against walletReply when built: the serializer is skipped.
      reply
        .type('application/json; charset=utf-8')
        .send((await home.walletBody(request.member.memberId)) as never),
  });

  app.route({
    ...fromContract(app, homeApi.refresh),
    handler: async (request) => home.refresh(request.member.memberId),
  });
};
