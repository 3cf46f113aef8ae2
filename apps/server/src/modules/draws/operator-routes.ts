import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { drawsOperatorApi } from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { rotateAllSeeds } from './seeds.ts';

/** An admin rotates the draws' seeds (ADR 0109): revealed and replaced, audited in the same transaction. */
export const drawsOperatorRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; operators: OperatorSide }> = async (
  app,
  { pool, operators },
) => {
  app.route({
    ...fromContract(app, drawsOperatorApi.rotate),
    handler: async (request) =>
      inTransaction(pool, async (tx) => {
        const rotated = await rotateAllSeeds(tx);
        await operators.appendAudit(tx, operators.actorOf(request), {
          action: 'draws.rotate_seeds',
          targetType: 'settings',
          targetId: 'draws',
          before: null,
          after: { rotated },
          reason: request.body.reason,
        });
        return { rotated };
      }),
  });
};
