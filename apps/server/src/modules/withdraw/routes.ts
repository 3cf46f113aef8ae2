import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { Withdrawals } from './service.ts';

export const withdrawRoutes: FastifyPluginAsyncZod<{
  withdrawals: Withdrawals;
  idempotency: Idempotency;
}> = async (app, { withdrawals, idempotency }) => {
  // withdrawAll is the one the withdraw modal uses; both follow the held-bonus rule (the whole
  // wallet goes, the rest is deducted: ADR 0040).
  for (const route of [withdrawApi.withdraw, withdrawApi.withdrawAll]) {
    app.route({
      ...fromContract(app, route),
      handler: async (request, reply) =>
        sendIdempotent(
          idempotency,
          request,
          reply,
          async (opKey) => ({
            status: 200,
            body: await withdrawals.withdraw(request.member.memberId, request.body.amount, opKey),
          }),
          { settlesLater: true },
        ),
    });
  }
};
