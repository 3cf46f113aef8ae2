import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';

/** The deposit settings: the site's accounts and modes, QR channels, the TrueMoney wallet, slip hours, the bank feed, the notice limit. */
export const depositOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'deposit', changes, operators });
};
