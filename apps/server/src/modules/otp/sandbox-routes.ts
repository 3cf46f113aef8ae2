import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, sandboxSmsReply } from '@wallet/contract';
import type { SandboxSmsSender } from '../../adapters/sms/sandbox.ts';
import { readOtpMessage } from './codes.ts';

/** What the sandbox SMS sender "sent" (tests and demos read the OTP there), and failures to inject. */
export const otpSandboxRoutes: FastifyPluginAsyncZod<{ sms: SandboxSmsSender }> = async (app, { sms }) => {
  const tags = ['sandbox'];
  app.get(
    '/api/sandbox/sms/:phone',
    { schema: { tags, params: z.object({ phone: z.string().max(20) }), response: { 200: sandboxSmsReply } } },
    async (request) =>
      sms.messagesFor(request.params.phone).map((item) => {
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
      sms.failNext(request.body.count);
      return { message: 'SUCCESS' };
    },
  );
};
