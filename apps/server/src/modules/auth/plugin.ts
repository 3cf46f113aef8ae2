import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedMember, AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
  interface FastifyInstance {
    /** preHandler for member routes: fails with UNAUTHORIZED / EXPIRED_AUTH_TOKEN / INVALID_USER_n. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorateRequest('member', null as unknown as AuthenticatedMember);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    request.member = await options.auth.authenticate(bearer(request));
  });
});
