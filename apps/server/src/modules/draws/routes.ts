import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawsApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { Draws } from './service.ts';

/** The member's draws to check, the commitment to the next one, and their client seed. */
export const drawsRoutes: FastifyPluginAsyncZod<{ draws: Draws }> = async (app, { draws }) => {
  app.route({
    ...fromContract(app, drawsApi.list),
    handler: async (request) => {
      const { page, limit } = request.body;
      return draws.list(request.member.memberId, { limit, offset: (page - 1) * limit });
    },
  });
  app.route({
    ...fromContract(app, drawsApi.seed),
    handler: async (request) => draws.seed(request.member.memberId),
  });
  app.route({
    ...fromContract(app, drawsApi.setClientSeed),
    handler: async (request) => draws.setClientSeed(request.member.memberId, request.body.clientSeed),
  });
};
