import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { ProfileService } from './profile.ts';
import type { RegistrationService } from './registration.ts';
import { presentedOtpToken } from '../otp/index.ts';

export const accountRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  profile: ProfileService;
}> = async (app, { registration, profile }) => {
  app.route({
    ...fromContract(app, accountApi.validate),
    handler: async (request) => {
      await registration.validate(request.body, request.ip);
      return { message: 'SUCCESS' };
    },
  });

  app.route({
    ...fromContract(app, accountApi.register),
    handler: async (request, reply) => {
      // The verified OTP is the one this client holds the token of (ADR 0026).
      await registration.register(request.body, request.ip, presentedOtpToken(request.headers));
      return reply.status(201).send({ message: 'SUCCESS' });
    },
  });

  app.route({
    ...fromContract(app, accountApi.profile),
    handler: async (request) => profile.get(request.member.memberId),
  });

  app.route({
    ...fromContract(app, accountApi.updateProfile),
    handler: async (request) => profile.update(request.member.memberId, request.body),
  });

  app.route({
    ...fromContract(app, accountApi.bankAccountName),
    handler: async (request) => profile.setBankAccountName(request.member.memberId, request.body),
  });

  app.route({
    ...fromContract(app, accountApi.changePassword),
    handler: async (request) => {
      await profile.changePassword(request.member, request.body);
      return { message: 'SUCCESS' };
    },
  });
};
