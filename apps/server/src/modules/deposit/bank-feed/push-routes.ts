import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankFeedApi } from '@wallet/contract';
import { type BankPushReader, type FeedEntry, PushRefused } from '../../../adapters/bank-feed/port.ts';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { BankFeedIntake } from './feed-intake.ts';

/** A hundred transactions are well under this; anything bigger is not a bank's push. */
const PUSH_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/bank-feed/push: a bank's or statement service's signed transactions, handled as
 * the QR gateways' webhook is (the raw body kept for the signature, checked before reading).
 */
export const bankPushRoutes: FastifyPluginAsyncZod<{
  reader: BankPushReader;
  intake: BankFeedIntake;
  settings: SettingsService;
}> = async (app, { reader, intake, settings }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PUSH_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    ...fromContract(app, bankFeedApi.push),
    handler: async (request) => {
      if (!(await settings.get('bankFeed')).push) fail('NO_DATA');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let entries: FeedEntry[];
      try {
        entries = reader.read(request.headers, rawBody);
      } catch (error) {
        if (!(error instanceof PushRefused)) throw error;
        if (error.reason === 'malformed') fail('KEY_INVALID');
        request.log.warn({ reason: error.reason, ip: request.ip }, 'bank push refused');
        fail('UNAUTHORIZED');
      }
      const results = [];
      for (const entry of entries) results.push(await intake.accept(entry));
      return { message: 'SUCCESS' as const, results };
    },
  });
};
