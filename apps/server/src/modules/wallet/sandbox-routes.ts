import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi, toSatang } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { fail } from '../../lib/app-error.ts';
import { creditDeposit } from './credit-deposit.ts';
import type { BalanceEvents } from './events.ts';
import type { Ledger } from './ledger.ts';

/**
 * A bank transfer that "arrived" for a member, booked through the ledger like a real
 * deposit: demos and browser tests need money without going through a deposit channel.
 */
export const walletSandboxRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  ledger: Ledger;
  events: BalanceEvents;
}> = async (app, { pool, ledger, events }) => {
  app.route({
    ...fromContract(app, sandboxApi.credit),
    handler: async (request) => {
      const amount = toSatang(request.body.amount) ?? fail('KEY_INVALID');
      const { rows } = await pool.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
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
  });
};
