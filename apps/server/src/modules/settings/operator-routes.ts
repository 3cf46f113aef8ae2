import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges } from './group-changes.ts';
import { settingGroupRoutes } from './group-routes.ts';

/**
 * The site group (the site switch, OTP at registration, the chat widget, the site's name), and the
 * wallet's (the second approver's limits on operator credits): the ledger imports no module, so
 * its group is registered here.
 */
export const settingsOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'site', changes, operators });
  await app.register(settingGroupRoutes, { group: 'wallet', changes, operators });
};
