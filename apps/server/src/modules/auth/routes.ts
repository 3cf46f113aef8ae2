import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { deviceCookieHeader } from './device-cookie.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.route({
    ...fromContract(app, authApi.login),
    handler: async (request, reply) => {
      const { answer, device } = await auth.login(request.body, request.ip, request);
      void reply.header('set-cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return answer;
    },
  });

  app.route({
    ...fromContract(app, authApi.logout),
    handler: async (request, reply) => {
      await auth.logout(request.member.sessionId);
      return reply.status(204).send();
    },
  });
};
