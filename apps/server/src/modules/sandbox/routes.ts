import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageReply,
  sandboxCreditRequest,
  sandboxFaultRequest,
  sandboxPayoutRequest,
  sandboxPlayReply,
  sandboxPlayRequest,
  sandboxSettingsRequest,
  sandboxSmsReply,
} from '@wallet/contract';
import type { FaultPlan } from '../../adapters/faults.ts';
import type { SandboxGameProvider } from '../../adapters/games/sandbox.ts';
import { playRound, signedBaht } from '../../adapters/games/sandbox-routes.ts';
import type { SandboxPayout } from '../../adapters/payout/sandbox.ts';
import type { SandboxSmsSender } from '../../adapters/sms/sandbox.ts';
import type { SettingsService } from '../settings/service.ts';
import { readOtpMessage } from '../otp/codes.ts';
import { fail } from '../../lib/app-error.ts';
import { toBaht, toSatang } from '@wallet/contract';
import type { Ledger } from '../wallet/ledger.ts';
import type { BalanceEvents } from '../wallet/events.ts';
import { creditDeposit } from '../wallet/credit-deposit.ts';

/**
 * The sandbox API: lets tests and demos see what outside systems "received" and flip
 * switches an operator would. Registered only when config.sandbox is on.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sms: SandboxSmsSender | undefined;
  settings: SettingsService;
  faults: FaultPlan;
  games: SandboxGameProvider | undefined;
  payout: SandboxPayout | undefined;
  ledger: Ledger;
  events: BalanceEvents;
}> = async (app, { sms, settings, faults, games, payout, ledger, events }) => {
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

  app.post(
    '/api/sandbox/faults',
    { schema: { tags, body: sandboxFaultRequest, response: { 200: messageReply } } },
    async (request) => {
      faults.add(request.body);
      return { message: 'SUCCESS' };
    },
  );

  app.delete('/api/sandbox/faults', { schema: { tags, response: { 200: messageReply } } }, async () => {
    faults.clear();
    return { message: 'SUCCESS' };
  });

  app.post(
    '/api/sandbox/games/:provider/:username/play',
    {
      schema: {
        tags,
        params: z.object({ provider: z.string().max(40), username: z.string().max(40) }),
        body: sandboxPlayRequest.extend({ amount: signedBaht }),
        response: { 200: sandboxPlayReply, default: messageReply },
      },
    },
    async (request) => {
      if (!games) return fail('NO_GAME');
      const { provider, username } = request.params;
      return { balance: toBaht(await playRound(games, provider, username, request.body.amount)) };
    },
  );

  app.put(
    '/api/sandbox/payout',
    { schema: { tags, body: sandboxPayoutRequest, response: { 200: messageReply, default: messageReply } } },
    async (request) => {
      if (!payout) return fail('NO_DATA');
      payout.decision = request.body.decision;
      return { message: 'SUCCESS' };
    },
  );

  // A bank transfer that "arrived" for a member, booked through the ledger like a real
  // deposit: demos and browser tests need money before the deposit channels exist.
  app.post(
    '/api/sandbox/wallet/credit',
    { schema: { tags, body: sandboxCreditRequest, response: { 200: messageReply, default: messageReply } } },
    async (request) => {
      const amount = toSatang(request.body.amount) ?? fail('KEY_INVALID');
      const { rows } = await ledger.pool.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
        request.body.username,
      ]);
      const memberId = rows[0]?.id ?? fail('NO_USER');
      const { movement } = await creditDeposit(ledger, events, {
        memberId,
        amount,
        opKey: `sandbox-credit:${randomUUID()}`,
        channel: 'SANDBOX',
      });
      return { message: movement.reference };
    },
  );
};
