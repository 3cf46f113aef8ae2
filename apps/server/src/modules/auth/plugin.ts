import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedMember, AuthService, SessionUse } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
  interface FastifyInstance {
    /**
     * preValidation of member routes: fails with UNAUTHORIZED / EXPIRED_AUTH_TOKEN / INVALID_USER_n /
     * INACTIVE_USER, and PASSWORD_CHANGE_REQUIRED for a one-time password's session unless `use`
     * is `password-change` (ADR 0053).
     */
    requireMember: (request: FastifyRequest, use?: SessionUse) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: AuthService }) => {
    app.decorateRequest('member', null as unknown as AuthenticatedMember);
    app.decorate('requireMember', async (request: FastifyRequest, use: SessionUse = 'full') => {
      request.member = await options.auth.authenticate(bearer(request), use);
    });
  },
  { name: 'auth' },
);
