import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementApi, toBaht } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { Queryable } from '../../db/queryable.ts';
import { detailsWithFacts } from './detail-facts.ts';
import { statementPage } from './statement-rows.ts';

/** POST /api/statement: the member's own movements of every kind, failed ones included (ADR 0021). */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Queryable }> = async (app, { db }) => {
  app.route({
    ...fromContract(app, statementApi.page),
    handler: async (request) => {
      const { page, limit } = request.body;
      const { total, rows } = await statementPage(db, request.member.memberId, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        total,
        statements: rows.map((row) => ({
          reference: row.reference,
          statementType: row.statementType,
          from: row.from,
          to: row.to,
          status: row.status,
          amount: toBaht(row.amount),
          createdAt: row.createdAt.toISOString(),
          ...detailsWithFacts(row.details),
          ...(row.note ? { note: row.note } : {}),
        })),
      };
    },
  });
};
