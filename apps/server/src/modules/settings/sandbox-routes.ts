import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { operatorsSandboxApi, sandboxApi } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { SettingsService } from './service.ts';

/**
 * Flips the switches an operator would (slip hours, OTP registration, ...), and sets an
 * operator's creation time back (a second admin as a site that ran for a while has, ADR 0130).
 * Sandbox only.
 */
export const settingsSandboxRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  pool: pg.Pool;
}> = async (app, { settings, pool }) => {
  app.route({
    ...fromContract(app, sandboxApi.settings),
    handler: async (request) => {
      await settings.set(request.body);
      return { message: 'SUCCESS' };
    },
  });
  app.route({
    ...fromContract(app, operatorsSandboxApi.age),
    handler: async (request) => {
      const { rowCount } = await pool.query(
        'UPDATE operators SET created_at = created_at - make_interval(hours => $2::int) WHERE username = $1',
        [request.body.username, request.body.hours],
      );
      if (!rowCount) fail('NO_OPERATOR');
      return { message: 'SUCCESS' };
    },
  });
};
