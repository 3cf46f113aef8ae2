import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameAccountEntry,
  gameLoginReply,
  launchReply,
  messageReply,
  transferAllRequest,
  transferReply,
  transferRequest,
} from '@wallet/contract';
import { type Idempotency, sendIdempotent, sendIdempotentClaiming } from '../wallet/index.ts';
import type { GameAccounts } from './accounts.ts';
import { transferStatusCode, type GameTransfers } from './transfers.ts';

const tags = ['games'];
const security = [{ bearer: [] }];
const segment = z.string().min(1).max(40);
const slotParams = z.object({ slotCode: segment });

export const gameRoutes: FastifyPluginAsyncZod<{
  accounts: GameAccounts;
  transfers: GameTransfers;
  idempotency: Idempotency;
}> = async (app, { accounts, transfers, idempotency }) => {
  const member = { preHandler: app.requireMember };

  app.get(
    '/api/wallet/activate/:slotCode',
    {
      ...member,
      schema: {
        tags,
        security,
        params: slotParams,
        response: { 200: gameAccountEntry, default: messageReply },
      },
    },
    async (request) => accounts.activate(request.member.memberId, request.params.slotCode),
  );

  app.get(
    '/api/wallet/account/:slotCode',
    {
      ...member,
      schema: {
        tags,
        security,
        params: slotParams,
        response: { 200: gameLoginReply, default: messageReply },
      },
    },
    async (request) => accounts.credentials(request.member.memberId, request.params.slotCode),
  );

  app.get(
    '/api/wallet/resetpassword/:slotCode',
    {
      ...member,
      schema: {
        tags,
        security,
        params: slotParams,
        response: { 200: gameLoginReply, default: messageReply },
      },
    },
    async (request) => accounts.resetPassword(request.member.memberId, request.params.slotCode),
  );

  app.post(
    '/api/wallet/transfer',
    {
      ...member,
      schema: {
        tags,
        security,
        body: transferRequest,
        response: { 200: transferReply, 202: transferReply, default: messageReply },
      },
    },
    async (request, reply) =>
      sendIdempotentClaiming(idempotency, request, reply, async (opKey, claim) => {
        const { from, to, amount } = request.body;
        const body = await transfers.transfer(request.member.memberId, from, to, amount, opKey, claim);
        return { status: transferStatusCode(body.status), body };
      }),
  );

  app.post(
    '/api/wallet/transferAll',
    {
      ...member,
      schema: {
        tags,
        security,
        body: transferAllRequest,
        response: { 200: transferReply, 202: transferReply, default: messageReply },
      },
    },
    async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => {
        const body = await transfers.transferAll(request.member.memberId, request.body.to, opKey);
        return { status: transferStatusCode(body.status), body };
      }),
  );

  const launch = async (
    memberId: number,
    params: { provider: string; username: string; password?: string },
  ) => ({
    url: await accounts.launch(memberId, params.provider, params.username, params.password),
  });
  app.get(
    '/api/autoLogin/:provider/:username',
    {
      ...member,
      schema: {
        tags,
        security,
        params: z.object({ provider: segment, username: segment }),
        response: { 200: launchReply, default: messageReply },
      },
    },
    async (request) => launch(request.member.memberId, request.params),
  );
  app.get(
    '/api/autoLogin/:provider/:username/:password',
    {
      ...member,
      schema: {
        tags,
        security,
        params: z.object({ provider: segment, username: segment, password: z.string().min(1).max(100) }),
        response: { 200: launchReply, default: messageReply },
      },
    },
    async (request) => launch(request.member.memberId, request.params),
  );
};
