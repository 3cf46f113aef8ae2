import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi, accountOperatorApi } from '@wallet/contract';
import type pg from 'pg';
import { fromContract } from '../../../lib/contract-route.ts';
import { assertMemberExists, searchAudit } from './audit-repo.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.route({
    ...fromContract(app, auditApi.search),
    handler: async (request) => {
      const { operatorId, memberId, action, from, to, page, limit } = request.query;
      return searchAudit(pool, {
        ...(operatorId === undefined ? {} : { operatorId }),
        ...(memberId === undefined ? {} : { memberId }),
        ...(action === undefined ? {} : { action }),
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
        page,
        limit,
      });
    },
  });
  // One member's trail, as the member pages show it (an unknown member is NO_USER).
  app.route({
    ...fromContract(app, accountOperatorApi.audit),
    handler: async (request) => {
      await assertMemberExists(pool, request.params.memberId);
      return searchAudit(pool, { memberId: request.params.memberId, ...request.query });
    },
  });
};
