import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, trueLinkReply, trueLinkRequest } from '@wallet/contract';
import { type Idempotency, sendIdempotent } from '../../wallet/index.ts';
import type { TrueLinkDeposits } from './service.ts';

export const trueLinkRoutes: FastifyPluginAsyncZod<{
  deposits: TrueLinkDeposits;
  idempotency: Idempotency;
}> = async (app, { deposits, idempotency }) => {
  app.post(
    '/api/wallet/truelink',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['deposit'],
        security: [{ bearer: [] }],
        body: trueLinkRequest,
        response: { 200: trueLinkReply, 202: trueLinkReply, default: messageReply },
      },
    },
    async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async () => {
        const body = await deposits.deposit(request.member.memberId, request.body.link);
        // 202: the redeem answer was unclear; the deposit waits for an operator (ADR 0019).
        return { status: body.status === 'SUCCESS' ? 200 : 202, body };
      }),
  );
};
