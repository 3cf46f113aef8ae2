import type pg from 'pg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import { fail } from '../../lib/app-error.ts';
import type { BalanceEvents } from '../wallet/index.ts';

/**
 * A member carried over from an earlier system (ADR 0063): the bank and account name are stored as
 * they came, without today's registration rules, so tests and demos can show the members the
 * edit-bank-account-name modal is for (a KTB, TMB or BBL account under a Thai name).
 */
export const accountSandboxRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; events: BalanceEvents }> = async (
  app,
  { pool, events },
) => {
  app.route({
    ...fromContract(app, sandboxApi.legacyBank),
    handler: async (request) => {
      const { username, bankCode, bankAccountName } = request.body;
      const bank = await pool.query('SELECT 1 FROM banks WHERE code = $1', [bankCode]);
      if (bank.rowCount === 0) fail('INVALID_BANK');
      const { rows } = await pool.query<{ id: number }>(
        `UPDATE members SET bank_code = $2, bank_account_name = $3, updated_at = now()
         WHERE username = $1 RETURNING id::int AS id`,
        [username, bankCode, bankAccountName],
      );
      const memberId = rows[0]?.id ?? fail('NO_USER');
      events.changed(memberId);
      return { message: 'SUCCESS' };
    },
  });
};
