import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, pageRequest, statementReply, toBaht } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import { statementPage } from './statement-rows.ts';

/** POST /api/statement: the member's own movements of every kind, failed ones included (ADR 0021). */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Queryable }> = async (app, { db }) => {
  app.post(
    '/api/statement',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['statement'],
        security: [{ bearer: [] }],
        body: pageRequest,
        response: { 200: statementReply, default: messageReply },
      },
    },
    async (request) => {
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
        })),
      };
    },
  );
};
