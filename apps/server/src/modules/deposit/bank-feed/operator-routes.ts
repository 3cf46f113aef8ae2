import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankFeedOperatorApi as api } from '@wallet/contract';
import { STATEMENT_MAX_BYTES } from '../../../adapters/bank-feed/statement-files/statement-limits.ts';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import { readUploadedFile } from '../../../lib/uploaded-file.ts';
import { defined } from '../../../lib/defined.ts';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type pg from 'pg';
import { DEVICE_KEY_HEADER, type BankFeedDevices } from './devices.ts';
import type { BankFeedHealthCheck } from './feed-health.ts';
import type { BankFeedItems } from './feed-items.ts';
import type { FeedOperatorCredits } from './operator-credits.ts';
import type { StatementImport } from './statement-import.ts';

/**
 * The bank feed's operator routes (issue 23): the queue of what the feed could not place and
 * its manual match, the statement import, the credits from operators' evidence that wait for a
 * second operator (ADR 0131), the phones' keys, the feed's health.
 */
export const bankFeedOperatorRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  items: BankFeedItems;
  statements: StatementImport;
  credits: FeedOperatorCredits;
  devices: BankFeedDevices;
  health: BankFeedHealthCheck;
  operators: OperatorSide;
}> = async (app, { pool, items, statements, credits, devices, health, operators }) => {
  const { actorOf } = operators;
  // Multipart bodies in this scope only; the size cap refuses a larger file while it streams in.
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.route({
    ...fromContract(app, api.bankFeedItems),
    handler: async (request) => items.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, api.matchBankFeedItem),
    handler: async (request) => items.match(actorOf(request), request.params.itemId, request.body),
  });
  app.route({
    ...fromContract(app, api.settleBankFeedItem),
    handler: async (request) => items.settle(actorOf(request), request.params.itemId, request.body),
  });

  app.route({
    ...fromContract(app, api.importStatement),
    handler: async (request) => {
      const { data, fileName } = await readUploadedFile(request, {
        missing: 'KEY_MISSING',
        unreadable: 'STATEMENT_TOO_LARGE',
      });
      return statements.run(actorOf(request), { ...request.query, data, fileName });
    },
  });

  // Operators' credits from files and typed amounts that wait for a second operator (ADR 0131).
  app.route({
    ...fromContract(app, api.heldCredits),
    handler: async () => credits.list(),
  });
  app.route({
    ...fromContract(app, api.approveHeldCredit),
    handler: async (request) =>
      credits.approve(actorOf(request), request.params.creditId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, api.rejectHeldCredit),
    handler: async (request) =>
      credits.reject(actorOf(request), request.params.creditId, request.body.reason),
  });

  app.route({
    ...fromContract(app, api.bankFeedDevices),
    handler: async () => ({ devices: await devices.list() }),
  });
  // A phone's key and its audit row commit together (created or revoked, never one without the other).
  app.route({
    ...fromContract(app, api.createBankFeedDevice),
    handler: async (request) => {
      const actor = actorOf(request);
      const { label } = request.body;
      const { device, key } = await inTransaction(pool, async (tx) => {
        const made = await devices.register(label, undefined, tx);
        await operators.appendAudit(tx, actor, {
          action: 'bank_feed.device_create',
          targetType: 'bank_feed_device',
          targetId: made.id,
          after: { label },
        });
        return { device: (await devices.one(made.id, tx))!, key: made.key };
      });
      return { ...device, key, header: `${DEVICE_KEY_HEADER}: ${device.id}.${key}` };
    },
  });
  app.route({
    ...fromContract(app, api.revokeBankFeedDevice),
    handler: async (request) =>
      inTransaction(pool, async (tx) => {
        const actor = actorOf(request);
        const { before, after } = (await devices.revoke(tx, request.params.deviceId)) ?? fail('NO_DATA');
        if (before.revokedAt === null) {
          await operators.appendAudit(tx, actor, {
            action: 'bank_feed.device_revoke',
            targetType: 'bank_feed_device',
            targetId: after.id,
            before: { revokedAt: null },
            after: { revokedAt: after.revokedAt },
          });
        }
        return after;
      }),
  });

  app.route({
    ...fromContract(app, api.bankFeedHealth),
    handler: async () => health.read(),
  });
};
