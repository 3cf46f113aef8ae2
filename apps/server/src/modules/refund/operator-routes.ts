import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { settingGroupRoutes, type SettingGroupChanges } from '../settings/index.ts';

/** The loss refund: its rate, period, minimum and odds, its rules text, the banners. */
export const refundOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  operators: OperatorSide;
}> = async (app, { changes, operators }) => {
  await app.register(settingGroupRoutes, { group: 'refund', changes, operators });
};
