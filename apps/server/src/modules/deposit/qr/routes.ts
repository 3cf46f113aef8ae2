import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReply,
  qrCancelRequest,
  qrChannelParams,
  qrCreateRequest,
  qrStateReply,
} from '@wallet/contract';
import type { QrDeposits } from './qr-deposits.ts';

const tags = ['deposit'];
const security = [{ bearer: [] }];
const response = { 200: qrStateReply, default: messageReply };

/** GET, POST and DELETE /api/qrcode/{channel}: the member's QR deposit on one channel. */
export const qrRoutes: FastifyPluginAsyncZod<{ deposits: QrDeposits }> = async (app, { deposits }) => {
  app.get(
    '/api/qrcode/:channel',
    { preHandler: app.requireMember, schema: { tags, security, params: qrChannelParams, response } },
    async (request) => deposits.current(request.member.memberId, request.params.channel),
  );

  app.post(
    '/api/qrcode/:channel',
    {
      preHandler: app.requireMember,
      schema: { tags, security, params: qrChannelParams, body: qrCreateRequest, response },
    },
    async (request) => deposits.create(request.member.memberId, request.params.channel, request.body.amount),
  );

  app.delete(
    '/api/qrcode/:channel',
    {
      preHandler: app.requireMember,
      schema: { tags, security, params: qrChannelParams, body: qrCancelRequest, response },
    },
    async (request) =>
      deposits.cancel(request.member.memberId, request.params.channel, request.body.qrcodeId),
  );
};
