import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersApi } from '@wallet/contract';
import type pg from 'pg';
import { fromContract } from '../../../lib/contract-route.ts';
import { searchAudit } from '../audit/audit-repo.ts';
import { actorOf } from '../operators/plugin.ts';
import type { MemberActions } from './member-actions.ts';
import type { MemberDirectory } from './member-directory.ts';

export const memberRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  directory: MemberDirectory;
  actions: MemberActions;
}> = async (app, { pool, directory, actions }) => {
  app.route({
    ...fromContract(app, membersApi.search),
    handler: async (request) => ({ members: await directory.search(request.query.q) }),
  });
  app.route({
    ...fromContract(app, membersApi.page),
    handler: async (request) => directory.page(request.params.memberId),
  });
  app.route({
    ...fromContract(app, membersApi.statement),
    handler: async (request) =>
      directory.statement(request.params.memberId, request.query.page, request.query.limit),
  });
  app.route({
    ...fromContract(app, membersApi.slips),
    handler: async (request) =>
      directory.slips(request.params.memberId, request.query.page, request.query.limit),
  });
  app.route({
    ...fromContract(app, membersApi.audit),
    handler: async (request) => {
      await directory.exists(request.params.memberId);
      return searchAudit(pool, { memberId: request.params.memberId, ...request.query });
    },
  });
  app.route({
    ...fromContract(app, membersApi.lock),
    handler: async (request) =>
      actions.setLocked(actorOf(request), request.params.memberId, true, request.body.reason),
  });
  app.route({
    ...fromContract(app, membersApi.unlock),
    handler: async (request) =>
      actions.setLocked(actorOf(request), request.params.memberId, false, request.body.reason),
  });
  app.route({
    ...fromContract(app, membersApi.resetPassword),
    handler: async (request) =>
      actions.resetPassword(actorOf(request), request.params.memberId, request.body.reason),
  });
  app.route({
    ...fromContract(app, membersApi.revokeSessions),
    handler: async (request) => ({
      sessionsEnded: await actions.revokeAllSessions(
        actorOf(request),
        request.params.memberId,
        request.body.reason,
      ),
    }),
  });
};
