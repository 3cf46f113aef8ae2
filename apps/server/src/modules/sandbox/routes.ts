import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, sandboxSettingsRequest, sandboxSmsReply } from '@wallet/contract';
import type { SandboxSmsSender } from '../../adapters/sms/sandbox.ts';
import type { SettingsService } from '../settings/service.ts';
import { readOtpMessage } from '../otp/codes.ts';

/**
 * The sandbox API: lets tests and demos see what outside systems "received" and flip
 * switches an operator would. Registered only when config.sandbox is on.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sms: SandboxSmsSender | undefined;
  settings: SettingsService;
}> = async (app, { sms, settings }) => {
  const tags = ['sandbox'];
  app.get(
    '/api/sandbox/sms/:phone',
    { schema: { tags, params: z.object({ phone: z.string().max(20) }), response: { 200: sandboxSmsReply } } },
    async (request) =>
      (sms?.messagesFor(request.params.phone) ?? []).map((item) => {
        const { code, ref } = readOtpMessage(item.message);
        return {
          phone: item.phone,
          message: item.message,
          code,
          otpRef: ref,
          createdAt: item.createdAt.toISOString(),
        };
      }),
  );

  app.post(
    '/api/sandbox/sms/fail',
    {
      schema: {
        tags,
        body: z.object({ count: z.number().int().min(0).max(100) }),
        response: { 200: messageReply },
      },
    },
    async (request) => {
      sms?.failNext(request.body.count);
      return { message: 'SUCCESS' };
    },
  );

  app.put(
    '/api/sandbox/settings',
    { schema: { tags, body: sandboxSettingsRequest, response: { 200: messageReply } } },
    async (request) => {
      await settings.set(request.body);
      return { message: 'SUCCESS' };
    },
  );
};
