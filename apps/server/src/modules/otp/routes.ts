import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { presentedOtpToken } from './presented-token.ts';
import type { OtpService } from './service.ts';

export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  app.route({
    ...fromContract(app, otpApi.send),
    handler: async (request) =>
      otp.send(request.body.phoneNumber, request.ip, presentedOtpToken(request.headers)),
  });

  app.route({
    ...fromContract(app, otpApi.verify),
    handler: async (request) => otp.verify(request.body.otpToken, request.body.otpCode),
  });
};
