import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, sandboxPayoutRequest } from '@wallet/contract';
import type { SandboxPayout } from '../../adapters/payout/sandbox.ts';

/** How the sandbox payout rail answers withdrawals (complete, reject, hold). Sandbox only. */
export const withdrawSandboxRoutes: FastifyPluginAsyncZod<{ payout: SandboxPayout }> = async (
  app,
  { payout },
) => {
  app.put(
    '/api/sandbox/payout',
    {
      schema: {
        tags: ['sandbox'],
        body: sandboxPayoutRequest,
        response: { 200: messageReply, default: messageReply },
      },
    },
    async (request) => {
      payout.decision = request.body.decision;
      return { message: 'SUCCESS' };
    },
  );
};
