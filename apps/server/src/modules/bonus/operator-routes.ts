import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import {
  settingGroupRoutes,
  settingTableRoutes,
  type SettingGroupChanges,
  type SettingTableChanges,
} from '../settings/index.ts';
import { bonusTable } from './bonus-table.ts';

/** The bonus rules every bonus follows (the deposit window, bonuses a day), and the bonuses and codes themselves. */
export const bonusOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  tables: SettingTableChanges;
  operators: OperatorSide;
}> = async (app, { changes, tables, operators }) => {
  await app.register(settingGroupRoutes, { group: 'bonus', changes, operators });
  await app.register(settingTableRoutes, { definition: bonusTable as never, tables, operators });
};
