import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorsSandboxApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import type { OperatorAccounts } from './operator-accounts.ts';

/**
 * A seasoned operator for the browser specs (ADRs 0129, 0130): made as the shell makes one (no
 * admin made it, so it is in nobody's chain), made `hours` ago, its credentials answered. Sandbox only.
 */
export const operatorSandboxRoutes: FastifyPluginAsyncZod<{
  accounts: OperatorAccounts;
}> = async (app, { accounts }) => {
  app.route({
    ...fromContract(app, operatorsSandboxApi.seasoned),
    handler: async (request) => {
      const { role, name, hours } = request.body;
      const username = `${role}-${randomBytes(4).toString('hex')}`;
      const password = `sandbox-${randomBytes(9).toString('base64url')}`;
      const made = await accounts.create(
        { operatorId: null, ip: null },
        {
          username,
          name,
          role,
          password,
          reason: 'sandbox: a seasoned operator',
          madeAt: new Date(Date.now() - hours * 3_600_000),
        },
      );
      return { username, password, totpSecret: made.enrolment.secret };
    },
  });
};
