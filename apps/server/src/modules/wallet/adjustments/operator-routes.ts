import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adjustmentApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { defined } from '../../../lib/defined.ts';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import { OPERATOR_KEYS, sendIdempotent } from '../idempotent-reply.ts';
import type { Adjustments } from './adjustments.ts';

/** The adjustments queue (ADR 0046): list, an adjustment's preview, request (Idempotency-Key), approve, reject. */
export const adjustmentOperatorRoutes: FastifyPluginAsyncZod<{
  adjustments: Adjustments;
  operators: OperatorSide;
}> = async (app, { adjustments, operators }) => {
  const { actorOf } = operators;
  app.route({
    ...fromContract(app, adjustmentApi.adjustments),
    handler: async (request) => adjustments.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, adjustmentApi.requestAdjustment),
    handler: async (request, reply) =>
      sendIdempotent(OPERATOR_KEYS, request, reply, async (key) => ({
        status: 201,
        body: await adjustments.request(actorOf(request), request.body, key),
      })),
  });
  app.route({
    ...fromContract(app, adjustmentApi.adjustmentPreview),
    handler: async (request) => adjustments.preview(actorOf(request), defined(request.query)),
  });
  app.route({
    ...fromContract(app, adjustmentApi.approveAdjustment),
    handler: async (request) =>
      adjustments.approve(actorOf(request), request.params.adjustmentId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, adjustmentApi.rejectAdjustment),
    handler: async (request) =>
      adjustments.reject(actorOf(request), request.params.adjustmentId, request.body.reason),
  });
};
