import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';

/** The operator's texts the lookups serve (contact, conditions, agreements, notice), in each language. */
export const lookupOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'lookup', changes, operators });
};
