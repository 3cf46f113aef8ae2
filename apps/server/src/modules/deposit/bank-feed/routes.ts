import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankFeedApi } from '@wallet/contract';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { AutoAmounts } from './auto-amounts.ts';
import { DEVICE_KEY_HEADER, type BankFeedDevices } from './devices.ts';
import type { BankFeedIntake } from './feed-intake.ts';

/**
 * POST /api/bank-feed/notification (an SMS forwarder, authenticated by its device key) and
 * POST /api/deposit/auto-amount (the member). A source that is off answers NO_DATA, as a
 * route that is not there.
 */
export const bankFeedRoutes: FastifyPluginAsyncZod<{
  intake: BankFeedIntake;
  devices: BankFeedDevices;
  settings: SettingsService;
  autoAmounts: AutoAmounts;
}> = async (app, { intake, devices, settings, autoAmounts }) => {
  app.route({
    ...fromContract(app, bankFeedApi.notification),
    handler: async (request) => {
      if (!(await settings.get('bankFeed')).notification) fail('NO_DATA');
      const deviceId = await devices.authenticate(request.headers[DEVICE_KEY_HEADER]);
      if (!deviceId) {
        request.log.warn({ ip: request.ip }, 'bank notification refused: device key');
        fail('UNAUTHORIZED');
      }
      const { from, text, receivedAt } = request.body;
      const result = await intake.notification(
        { from, text, receivedAt: receivedAt ? new Date(receivedAt) : new Date() },
        deviceId,
      );
      return { message: 'SUCCESS' as const, results: [result] };
    },
  });

  app.route({
    ...fromContract(app, bankFeedApi.autoAmount),
    handler: async (request) => autoAmounts.reserve(request.member.memberId, request.body.amount),
  });

  app.route({
    ...fromContract(app, bankFeedApi.autoAmountState),
    handler: async (request) => autoAmounts.latest(request.member.memberId),
  });
};
