import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { GameAccounts } from './accounts.ts';
import { transferStatusCode, type GameTransfers } from './transfers.ts';

export const gameRoutes: FastifyPluginAsyncZod<{
  accounts: GameAccounts;
  transfers: GameTransfers;
  idempotency: Idempotency;
}> = async (app, { accounts, transfers, idempotency }) => {
  app.route({
    ...fromContract(app, gamesApi.activate),
    handler: async (request) => accounts.activate(request.member.memberId, request.params.slotCode),
  });

  app.route({
    ...fromContract(app, gamesApi.account),
    handler: async (request) => accounts.credentials(request.member.memberId, request.params.slotCode),
  });

  app.route({
    ...fromContract(app, gamesApi.resetPassword),
    handler: async (request) => accounts.resetPassword(request.member.memberId, request.params.slotCode),
  });

  app.route({
    ...fromContract(app, gamesApi.transfer),
    handler: async (request, reply) =>
      sendIdempotent(
        idempotency,
        request,
        reply,
        async (opKey, claim) => {
          const { from, to, amount } = request.body;
          const body = await transfers.transfer(request.member.memberId, from, to, amount, opKey, claim);
          return { status: transferStatusCode(body.status), body };
        },
        { claiming: true, settlesLater: true },
      ),
  });

  app.route({
    ...fromContract(app, gamesApi.transferAll),
    handler: async (request, reply) =>
      sendIdempotent(
        idempotency,
        request,
        reply,
        async (opKey) => {
          const body = await transfers.transferAll(request.member.memberId, request.body.to, opKey);
          return { status: transferStatusCode(body.status), body };
        },
        { settlesLater: true },
      ),
  });

  for (const route of [gamesApi.launch, gamesApi.launchWithPassword]) {
    app.route({
      ...fromContract(app, route),
      handler: async (request) => {
        const { provider, username, password } = request.params as {
          provider: string;
          username: string;
          password?: string;
        };
        return { url: await accounts.launch(request.member.memberId, provider, username, password) };
      },
    });
  }
};
