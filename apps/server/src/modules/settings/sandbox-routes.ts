import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { SettingsService } from './service.ts';

/** Flips the switches an operator would (slip hours, OTP registration, ...). Sandbox only. */
export const settingsSandboxRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...fromContract(app, sandboxApi.settings),
    handler: async (request) => {
      await settings.set(request.body);
      return { message: 'SUCCESS' };
    },
  });
};
