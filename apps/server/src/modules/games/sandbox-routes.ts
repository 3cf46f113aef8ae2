import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageReply,
  sandboxFaultRequest,
  sandboxPlayReply,
  sandboxPlayRequest,
  toBaht,
} from '@wallet/contract';
import type { FaultPlan } from '../../adapters/faults.ts';
import type { SandboxGameProvider } from '../../adapters/games/sandbox.ts';
import { playRound, signedBaht } from '../../adapters/games/sandbox-routes.ts';

/**
 * The sandbox API of the game providers (and the payout rail, which shares the fault plan):
 * a round of play with a chosen result, and failures to inject. Registered only with the sandbox.
 */
export const gamesSandboxRoutes: FastifyPluginAsyncZod<{
  games: SandboxGameProvider;
  faults: FaultPlan;
}> = async (app, { games, faults }) => {
  const tags = ['sandbox'];
  app.post(
    '/api/sandbox/faults',
    { schema: { tags, body: sandboxFaultRequest, response: { 200: messageReply } } },
    async (request) => {
      faults.add(request.body);
      return { message: 'SUCCESS' };
    },
  );

  app.delete('/api/sandbox/faults', { schema: { tags, response: { 200: messageReply } } }, async () => {
    faults.clear();
    return { message: 'SUCCESS' };
  });

  app.post(
    '/api/sandbox/games/:provider/:username/play',
    {
      schema: {
        tags,
        params: z.object({ provider: z.string().max(40), username: z.string().max(40) }),
        body: sandboxPlayRequest.extend({ amount: signedBaht }),
        response: { 200: sandboxPlayReply, default: messageReply },
      },
    },
    async (request) => {
      const { provider, username } = request.params;
      return { balance: toBaht(await playRound(games, provider, username, request.body.amount)) };
    },
  );
};
