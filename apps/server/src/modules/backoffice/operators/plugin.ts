import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OperatorRole } from '@wallet/contract';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor } from '../../../lib/operator-side.ts';
import type { OperatorPrincipal, OperatorSessions } from './operator-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorPrincipal;
  }
  interface FastifyInstance {
    /**
     * preValidation of operator routes: UNAUTHORIZED / EXPIRED_AUTH_TOKEN without a live operator
     * session, TOTP_ENROLMENT_REQUIRED for an operator without TOTP unless the route is the
     * enrolment (`enrolment`), FORBIDDEN_ROLE without the role.
     */
    requireOperator: (
      request: FastifyRequest,
      roles: readonly OperatorRole[],
      enrolment?: boolean,
    ) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Who an audited change is by: the signed-in operator and the request's address. */
export function actorOf(request: FastifyRequest): OperatorActor {
  return { operatorId: request.operator.operatorId, ip: request.ip };
}

export const operatorPlugin = fp(
  async (app: FastifyInstance, options: { sessions: OperatorSessions }) => {
    app.decorateRequest('operator', null as unknown as OperatorPrincipal);
    app.decorate(
      'requireOperator',
      async (request: FastifyRequest, roles: readonly OperatorRole[], enrolment = false) => {
        request.operator = await options.sessions.authenticate(bearer(request), { enrolment });
        if (!roles.includes(request.operator.role)) fail('FORBIDDEN_ROLE');
      },
    );
  },
  { name: 'operator-auth' },
);
