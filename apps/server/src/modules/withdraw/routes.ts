import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, withdrawReply, withdrawRequest } from '@wallet/contract';
import { type Idempotency, sendIdempotent } from '../wallet/index.ts';
import type { Withdrawals } from './service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const withdrawRoutes: FastifyPluginAsyncZod<{
  withdrawals: Withdrawals;
  idempotency: Idempotency;
}> = async (app, { withdrawals, idempotency }) => {
  // withdrawAll is the one the withdraw modal uses; with no bonus held it is the same
  // withdrawal (ADR 0014: the bonus forfeit arrives with the bonus issue).
  for (const path of ['/api/wallet/withdraw', '/api/wallet/withdrawAll']) {
    app.post(
      path,
      {
        preHandler: app.requireMember,
        schema: {
          tags,
          security,
          body: withdrawRequest,
          response: { 200: withdrawReply, default: messageReply },
        },
      },
      async (request, reply) =>
        sendIdempotent(idempotency, request, reply, async (opKey) => ({
          status: 200,
          body: await withdrawals.withdraw(request.member.memberId, request.body.amount, opKey),
        })),
    );
  }
};
