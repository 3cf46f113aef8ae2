import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queuesApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { QueueEvents } from '../../lib/queue-events.ts';

/** What waits, at a glance; each queue (in its domain module) says how it counts. */
export const queueRoutes: FastifyPluginAsyncZod<{ queues: QueueEvents }> = async (app, { queues }) => {
  app.route({
    ...fromContract(app, queuesApi.queues),
    handler: async () => queues.all(),
  });
};
