import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SettingGroupChanges, SettingsService, SettingTableChanges } from '../settings/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { callerCurrency } from './caller-currency.ts';
import { lookupOperatorRoutes } from './operator-routes.ts';
import { lookupRoutes } from './routes.ts';
import { LookupService } from './service.ts';

export interface LookupDeps {
  config: Config;
  db: Db;
  settings: SettingsService;
  /** The settings groups' changes (ADR 0086): this module's group is registered in its operator routes. */
  settingChanges: SettingGroupChanges;
  /** The settings tables' saves (ADR 0107): sources and banks are registered here. */
  settingTables: SettingTableChanges;
  operators: OperatorSide;
  /** Whose currency a lookup with amounts answers in (ADR 0167). */
  ledger: Pick<Ledger, 'currencyOf'>;
}

/** The public lookups (GET /api/lookup/*): banks, sources and the operator's texts and switches. */
export async function lookupModule(
  app: FastifyInstance,
  { config, db, settings, settingChanges, settingTables, operators, ledger }: LookupDeps,
): Promise<void> {
  const lookup = new LookupService(db, config.SITE_VARIANT);
  // An operator's save of sources or banks on any node drops this node's cached lists.
  settings.onChange(({ keys }) => {
    if (keys.includes('table:sources') || keys.includes('table:banks')) lookup.forget();
  });
  await app.register(lookupRoutes, {
    lookup,
    settings,
    currencyOf: callerCurrency(app, (memberId) => ledger.currencyOf(memberId)),
  });
  await app.register(lookupOperatorRoutes, { changes: settingChanges, tables: settingTables, operators });
}
