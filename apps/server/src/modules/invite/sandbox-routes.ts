import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewardsSandboxApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InviteAccruals } from './accruals.ts';

/** The rewards' clock (invite and refund periods) and the accrual job, on demand. Sandbox only. */
export const inviteSandboxRoutes: FastifyPluginAsyncZod<{ accruals: InviteAccruals; clock: Clock }> = async (
  app,
  { accruals, clock },
) => {
  app.route({
    ...fromContract(app, rewardsSandboxApi.clock),
    handler: async (request) => {
      clock.shift(request.body.shiftMs);
      return { message: 'SUCCESS' };
    },
  });
  app.route({
    ...fromContract(app, rewardsSandboxApi.accrue),
    handler: async () => ({ accrued: await accruals.run() }),
  });
};
