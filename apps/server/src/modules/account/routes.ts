import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAccountNameRequest,
  changePasswordRequest,
  messageReply,
  profileReply,
  profileUpdateRequest,
  registrationRequest,
  registrationValidateRequest,
} from '@wallet/contract';
import type { ProfileService } from './profile.ts';
import type { RegistrationService } from './registration.ts';
import { presentedOtpToken } from '../otp/presented-token.ts';

const member = { tags: ['account'], security: [{ bearer: [] }] };

export const accountRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  profile: ProfileService;
}> = async (app, { registration, profile }) => {
  app.post(
    '/api/account/validate',
    {
      schema: {
        tags: ['account'],
        body: registrationValidateRequest,
        response: { 200: messageReply, default: messageReply },
      },
    },
    async (request) => {
      await registration.validate(request.body);
      return { message: 'SUCCESS' };
    },
  );

  app.post(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        body: registrationRequest,
        response: { 201: messageReply, default: messageReply },
      },
    },
    async (request, reply) => {
      // The verified OTP is the one this client holds the token of (ADR 0026).
      await registration.register(request.body, presentedOtpToken(request.headers));
      return reply.status(201).send({ message: 'SUCCESS' });
    },
  );

  app.get(
    '/api/account/profile',
    {
      preHandler: app.requireMember,
      schema: { ...member, response: { 200: profileReply, default: messageReply } },
    },
    async (request) => profile.get(request.member.memberId),
  );

  app.put(
    '/api/account/profile',
    {
      preHandler: app.requireMember,
      schema: {
        ...member,
        body: profileUpdateRequest,
        response: { 200: profileReply, default: messageReply },
      },
    },
    async (request) => profile.update(request.member.memberId, request.body),
  );

  app.put(
    '/api/account/bankAccountName',
    {
      preHandler: app.requireMember,
      schema: {
        ...member,
        body: bankAccountNameRequest,
        response: { 200: profileReply, default: messageReply },
      },
    },
    async (request) => profile.setBankAccountName(request.member.memberId, request.body),
  );

  app.put(
    '/api/account/changepwd',
    {
      preHandler: app.requireMember,
      schema: {
        ...member,
        body: changePasswordRequest,
        response: { 200: messageReply, default: messageReply },
      },
    },
    async (request) => {
      await profile.changePassword(request.member, request.body);
      return { message: 'SUCCESS' };
    },
  );
};
