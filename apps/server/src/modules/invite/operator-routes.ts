import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';

/** The invite programme: its rate and period, the claim's odds, the banners. */
export const inviteOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'invite', changes, operators });
};
