import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReply,
  otpSendReply,
  otpSendRequest,
  otpVerifyReply,
  otpVerifyRequest,
} from '@wallet/contract';
import { presentedOtpToken } from './presented-token.ts';
import type { OtpService } from './service.ts';

export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  app.post(
    '/api/otp/send',
    {
      schema: { tags: ['otp'], body: otpSendRequest, response: { 200: otpSendReply, default: messageReply } },
    },
    async (request) => otp.send(request.body.phoneNumber, request.ip, presentedOtpToken(request.headers)),
  );
  app.post(
    '/api/otp/verify',
    {
      schema: {
        tags: ['otp'],
        body: otpVerifyRequest,
        response: { 200: otpVerifyReply, default: messageReply },
      },
    },
    async (request) => otp.verify(request.body.otpToken, request.body.otpCode),
  );
};
