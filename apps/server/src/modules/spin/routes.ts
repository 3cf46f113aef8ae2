import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, spinActiveReply } from '@wallet/contract';
import type { SettingsService } from '../settings/index.ts';

/** The spin-active flag home needs for its widget; the wheel itself is the spin issue's. */
export const spinFlagRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/spinwheel/active',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['spin'],
        security: [{ bearer: [] }],
        response: { 200: spinActiveReply, default: messageReply },
      },
    },
    async () => ({ active: await settings.get('spinActive') }),
  );
};
