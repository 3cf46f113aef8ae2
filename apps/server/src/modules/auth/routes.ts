import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.route({
    ...fromContract(app, authApi.login),
    handler: async (request) => auth.login(request.body, request.ip, request),
  });

  app.route({
    ...fromContract(app, authApi.logout),
    handler: async (request, reply) => {
      await auth.logout(request.member.sessionId);
      return reply.status(204).send();
    },
  });
};
