import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorAuthApi, operatorEnrolmentApi, operatorsApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { fail } from '../../../lib/app-error.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type pg from 'pg';
import { appendAudit } from '../audit/audit-log.ts';
import type { OperatorAccounts } from './operator-accounts.ts';
import type { OperatorEnrolment } from './operator-enrolment.ts';
import type { OwnPassword } from './own-password.ts';
import type { OperatorSessions } from './operator-sessions.ts';
import type { OperatorSignIn } from './operator-sign-in.ts';
import { actorOf } from './plugin.ts';

export const operatorRoutes: FastifyPluginAsyncZod<{
  accounts: OperatorAccounts;
  enrolment: OperatorEnrolment;
  ownPassword: OwnPassword;
  signIn: OperatorSignIn;
  sessions: OperatorSessions;
  pool: pg.Pool;
}> = async (app, { accounts, enrolment, ownPassword, signIn, sessions, pool }) => {
  app.route({
    ...fromContract(app, operatorAuthApi.login),
    handler: async (request) => signIn.login(request.body, request.ip, request.headers['user-agent']),
  });
  app.route({
    ...fromContract(app, operatorAuthApi.enrolTotp),
    handler: async (request) => signIn.enrol(request.operator, request.ip, request.body),
  });
  app.route({
    ...fromContract(app, operatorAuthApi.me),
    handler: async (request) => {
      const page = await sessions.list(
        { operatorId: request.operator.operatorId, active: true, page: 1, limit: 100 },
        request.operator.sessionId,
      );
      const session = page.sessions.find((s) => s.current) ?? fail('UNAUTHORIZED');
      return { operator: await accounts.view(request.operator.operatorId), session };
    },
  });
  app.route({
    ...fromContract(app, operatorAuthApi.logout),
    handler: async (request, reply) => {
      await accounts.logout(actorOf(request), request.operator.sessionId);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(app, operatorAuthApi.password),
    handler: async (request, reply) => {
      await ownPassword.changePassword(request.operator, request.ip, request.body);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(app, operatorEnrolmentApi.offer),
    handler: async (request) => enrolment.enrolmentOffer(request.params.token),
  });
  app.route({
    ...fromContract(app, operatorEnrolmentApi.enrol),
    handler: async (request) => enrolment.enrol(request.params.token, request.ip, request.body),
  });

  app.route({
    ...fromContract(app, operatorsApi.list),
    handler: async () => ({ operators: await accounts.list() }),
  });
  app.route({
    ...fromContract(app, operatorsApi.create),
    handler: async (request, reply) =>
      reply.status(201).send(await accounts.invite(actorOf(request), request.body)),
  });
  app.route({
    ...fromContract(app, operatorsApi.update),
    handler: async (request) => accounts.update(actorOf(request), request.params.operatorId, request.body),
  });
  app.route({
    ...fromContract(app, operatorsApi.resetTotp),
    handler: async (request) =>
      accounts.reenrol(actorOf(request), request.params.operatorId, 'totp', request.body.reason),
  });
  app.route({
    ...fromContract(app, operatorsApi.confirm),
    handler: async (request) =>
      accounts.confirm(actorOf(request), request.params.operatorId, request.body.reason),
  });
  app.route({
    ...fromContract(app, operatorsApi.unlock),
    handler: async (request, reply) => {
      await accounts.unlock(actorOf(request), request.params.operatorId, request.body.reason);
      return reply.status(204).send();
    },
  });
  app.route({
    ...fromContract(app, operatorsApi.resetPassword),
    handler: async (request) =>
      accounts.reenrol(actorOf(request), request.params.operatorId, 'password', request.body.reason),
  });
  app.route({
    ...fromContract(app, operatorsApi.sessions),
    handler: async (request) =>
      sessions.list(
        {
          ...(request.query.operatorId === undefined ? {} : { operatorId: request.query.operatorId }),
          active: request.query.active === 'true',
          page: request.query.page,
          limit: request.query.limit,
        },
        request.operator.sessionId,
      ),
  });
  app.route({
    ...fromContract(app, operatorsApi.revokeSession),
    handler: async (request, reply) => {
      const { sessionId } = request.params;
      const revoked = await inTransaction(pool, async (tx) => {
        if (!(await sessions.revoke(tx, sessionId))) return false;
        await appendAudit(tx, actorOf(request), {
          action: 'session.revoke',
          targetType: 'session',
          targetId: sessionId,
          reason: request.body.reason,
        });
        return true;
      });
      if (!revoked) fail('NO_DATA');
      sessions.ended({ sessionId });
      return reply.status(204).send();
    },
  });
};
