import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusApi, promotionApi } from '@wallet/contract';
import { memberLocale } from '../../lib/member-locale.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { Activations } from './activation.ts';
import type { BonusEndings } from './ending.ts';
import type { BonusReads } from './reads.ts';

export const bonusRoutes: FastifyPluginAsyncZod<{
  reads: BonusReads;
  activations: Activations;
  endings: BonusEndings;
  idempotency: Idempotency;
}> = async (app, { reads, activations, endings, idempotency }) => {
  // The spec makes activation and clear GETs; they move money, so they take an Idempotency-Key
  // header like every money call, bound to the route and its path values (ADR 0040).
  const sendBoundToPath = (
    request: FastifyRequest,
    reply: FastifyReply,
    run: (opKey: string | undefined) => Promise<unknown>,
  ) =>
    sendIdempotent(idempotency, request, reply, async (opKey) => ({ status: 200, body: await run(opKey) }), {
      boundTo: request.params ?? {},
    });

  app.route({
    ...fromContract(app, bonusApi.list),
    handler: (request, reply) => reads.list(request.member.memberId, memberLocale(request, reply)),
  });
  app.route({
    ...fromContract(app, bonusApi.active),
    handler: (request) => reads.active(request.member.memberId),
  });
  app.route({
    ...fromContract(app, bonusApi.minimum),
    handler: (request) => reads.minimum(request.member.memberId),
  });
  app.route({
    ...fromContract(app, bonusApi.withdrawPreview),
    handler: (request) => reads.withdrawPreview(request.member.memberId, request.query.amount),
  });
  app.route({
    ...fromContract(app, bonusApi.activate),
    handler: async (request, reply) => {
      await sendBoundToPath(request, reply, (opKey) =>
        activations.activate(request.member.memberId, request.params.code, false, opKey),
      );
    },
  });
  app.route({
    ...fromContract(app, bonusApi.clear),
    handler: async (request, reply) => {
      await sendBoundToPath(request, reply, (opKey) => endings.clear(request.member.memberId, opKey));
    },
  });
  app.route({
    ...fromContract(app, promotionApi.current),
    handler: (request, reply) =>
      reads.currentPromotion(request.member.memberId, memberLocale(request, reply)),
  });
  app.route({
    ...fromContract(app, promotionApi.find),
    handler: (request, reply) =>
      reads.findPromotion(request.member.memberId, request.params.code, memberLocale(request, reply)),
  });
  app.route({
    ...fromContract(app, promotionApi.activate),
    handler: async (request, reply) => {
      await sendBoundToPath(request, reply, (opKey) =>
        activations.activate(request.member.memberId, request.params.code, true, opKey),
      );
    },
  });
};
