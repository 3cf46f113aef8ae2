import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spinApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { SettingsService } from '../settings/index.ts';

/** The spin-active flag home needs for its widget; the wheel itself is the spin issue's. */
export const spinFlagRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...fromContract(app, spinApi.active),
    handler: async () => ({ active: await settings.get('spinActive') }),
  });
};
