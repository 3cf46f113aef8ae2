import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, sandboxSettingsRequest } from '@wallet/contract';
import type { SettingsService } from './service.ts';

/** Flips the switches an operator would (slip hours, OTP registration, ...). Sandbox only. */
export const settingsSandboxRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.put(
    '/api/sandbox/settings',
    { schema: { tags: ['sandbox'], body: sandboxSettingsRequest, response: { 200: messageReply } } },
    async (request) => {
      await settings.set(request.body);
      return { message: 'SUCCESS' };
    },
  );
};
