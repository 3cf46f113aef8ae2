import type { FastifyPluginAsync } from 'fastify';
import type { OperatorSide } from '../../lib/operator-side.ts';
import {
  settingGroupRoutes,
  settingTableRoutes,
  type SettingGroupChanges,
  type SettingTableChanges,
} from '../settings/index.ts';
import { banksTable, sourcesTable } from './lookup-tables.ts';

/**
 * The operator's texts the lookups serve (contact, conditions, agreements, notice; the how-to
 * videos' group, ADR 0118), in each language; the registration sources and the banks offered (tables, ADR 0107).
 */
export const lookupOperatorRoutes: FastifyPluginAsync<{
  changes: SettingGroupChanges;
  tables: SettingTableChanges;
  operators: OperatorSide;
}> = async (app, { changes, tables, operators }) => {
  await app.register(settingGroupRoutes, { group: 'lookup', changes, operators });
  await app.register(settingGroupRoutes, { group: 'howto', changes, operators });
  await app.register(settingTableRoutes, { definition: sourcesTable as never, tables, operators });
  await app.register(settingTableRoutes, { definition: banksTable as never, tables, operators });
};
