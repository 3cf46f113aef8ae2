import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spinOperatorApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';
import type { Coupons } from './coupons.ts';

/**
 * The member page's spin wheel panel for operators (read-only: coins and coupons), and the wheel's
 * settings group (the switch, the coins per deposit, the slices with their weights and prizes).
 */
export const spinOperatorRoutes: FastifyPluginAsyncZod<{
  coupons: Coupons;
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { coupons, changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'spin', changes, operators });
  app.route({
    ...fromContract(app, spinOperatorApi.member),
    handler: async (request) => coupons.ofMember(request.params.memberId),
  });
};
