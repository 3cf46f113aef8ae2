import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { operatorsSandboxApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import type { OperatorAccounts } from './operator-accounts.ts';

/**
 * A seasoned operator for the browser specs (ADR 0130): made as the shell makes one (no admin made
 * it), its creation set back, its credentials answered. Sandbox only.
 */
export const operatorSandboxRoutes: FastifyPluginAsyncZod<{
  accounts: OperatorAccounts;
  pool: pg.Pool;
}> = async (app, { accounts, pool }) => {
  app.route({
    ...fromContract(app, operatorsSandboxApi.seasoned),
    handler: async (request) => {
      const { role, name, hours } = request.body;
      const username = `${role}-${randomBytes(4).toString('hex')}`;
      const password = `sandbox-${randomBytes(9).toString('base64url')}`;
      const made = await accounts.create(
        { operatorId: null, ip: null },
        { username, name, role, password, reason: 'sandbox: a seasoned operator' },
      );
      await pool.query(
        'UPDATE operators SET created_at = created_at - make_interval(hours => $2::int) WHERE id = $1',
        [made.operator.id, hours],
      );
      return { username, password, totpSecret: made.enrolment.secret };
    },
  });
};
