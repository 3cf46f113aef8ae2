import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { SandboxSmsSender } from '../../adapters/sms/sandbox.ts';
import { readOtpMessage } from './codes.ts';

/** What the sandbox SMS sender "sent" (tests and demos read the OTP there), and failures to inject. */
export const otpSandboxRoutes: FastifyPluginAsyncZod<{ sms: SandboxSmsSender }> = async (app, { sms }) => {
  app.route({
    ...fromContract(app, sandboxApi.sms),
    handler: async (request) =>
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
  });

  app.route({
    ...fromContract(app, sandboxApi.smsFail),
    handler: async (request) => {
      sms.failNext(request.body.count);
      return { message: 'SUCCESS' };
    },
  });
};
