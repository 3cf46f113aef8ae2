import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { PayoutSwitch } from '../../adapters/payout/port.ts';

/** How the sandbox payout rail answers withdrawals (complete, reject, hold). Sandbox only. */
export const withdrawSandboxRoutes: FastifyPluginAsyncZod<{ payout: PayoutSwitch }> = async (
  app,
  { payout },
) => {
  app.route({
    ...fromContract(app, sandboxApi.payout),
    handler: async (request) => {
      payout.decision = request.body.decision;
      return { message: 'SUCCESS' };
    },
  });
};
