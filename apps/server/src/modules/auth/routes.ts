import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginReply, loginRequest, messageReply } from '@wallet/contract';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/login',
    { schema: { tags: ['auth'], body: loginRequest, response: { 200: loginReply, default: messageReply } } },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/logout',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 204: z.null(), default: messageReply },
      },
    },
    async (request, reply) => {
      await auth.logout(request.member.sessionId);
      return reply.status(204).send(null);
    },
  );
};
