import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trueLinkApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { type Idempotency, sendIdempotent } from '../../wallet/index.ts';
import type { TrueLinkDeposits } from './service.ts';

export const trueLinkRoutes: FastifyPluginAsyncZod<{
  deposits: TrueLinkDeposits;
  idempotency: Idempotency;
}> = async (app, { deposits, idempotency }) => {
  app.route({
    ...fromContract(app, trueLinkApi.redeem),
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => {
        const body = await deposits.deposit(request.member.memberId, request.body.link, opKey);
        // 202: the redeem answer was unclear; the deposit waits for an operator (ADR 0019).
        return { status: body.status === 'SUCCESS' ? 200 : 202, body };
      }),
  });
};
