import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi, toBaht } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { FaultPlan } from '../../adapters/faults.ts';
import type { SandboxGameProvider } from '../../adapters/games/sandbox.ts';
import { playRound } from '../../adapters/games/sandbox-routes.ts';

/**
 * The sandbox API of the game providers (and the payout rail, which shares the fault plan):
 * a round of play with a chosen result, and failures to inject. Registered only with the sandbox.
 */
export const gamesSandboxRoutes: FastifyPluginAsyncZod<{
  /** Absent when another adapter is the provider: the fault plan still serves the payout rail. */
  games: SandboxGameProvider | undefined;
  faults: FaultPlan;
}> = async (app, { games, faults }) => {
  app.route({
    ...fromContract(app, sandboxApi.faults),
    handler: async (request) => {
      faults.add(request.body);
      return { message: 'SUCCESS' };
    },
  });

  app.route({
    ...fromContract(app, sandboxApi.clearFaults),
    handler: async () => {
      faults.clear();
      return { message: 'SUCCESS' };
    },
  });

  if (!games) return;
  app.route({
    ...fromContract(app, sandboxApi.play),
    handler: async (request) => {
      const { provider, username } = request.params;
      return { balance: toBaht(await playRound(games, provider, username, request.body.amount)) };
    },
  });
};
