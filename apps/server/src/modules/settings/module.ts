import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { FileStorage } from '../../adapters/storage/port.ts';
import { SiteImages } from './site-images.ts';
import type { Db } from '../../db/client.ts';
import type { Buses } from '../../lib/bus.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { SecondApprover } from '../wallet/index.ts';
import { SettingChangeRequests } from './change-requests.ts';
import { SettingGroupChanges } from './group-changes.ts';
import { settingsOperatorRoutes } from './operator-routes.ts';
import { settingsSandboxRoutes } from './sandbox-routes.ts';
import { SettingsService, type SettingsChange } from './service.ts';
import { SettingTableChanges } from './table-changes.ts';
import { SettingTableRows } from './table-rows.ts';
import { siteSwitch } from './site-switch.ts';

export interface SettingsDeps {
  config: Config;
  /** Where operators' site images are kept (the storage port slips and chat files use). */
  storage: FileStorage;
  db: Db;
  buses: Buses;
  jobs: Jobs;
  operators: OperatorSide;
  /** The live bus: the waiting setting changes are a queue (issue 37). */
  live: LiveBus;
}

/**
 * The operator's settings, read by most modules (returned for them with the group changes each
 * owning module's operator routes use), the site switch (a closed site answers `gone` before any
 * route), the site group's operator routes and the settings' sandbox switch.
 */
export async function settingsModule(
  app: FastifyInstance,
  { config, db, buses, jobs, operators, storage, live }: SettingsDeps,
) {
  const settings = new SettingsService(db, buses.bus<SettingsChange>('settings'));
  // ADR 0130: a money-control change's second admin is independent of the asker as a credit's
  // second operator is (ADR 0054): the one rule, read from the ledger's own second approver.
  const tableRows = new SettingTableRows(db.$client, operators);
  const requests = new SettingChangeRequests(
    db.$client,
    settings,
    operators,
    new SecondApprover(settings),
    live.queues,
    tableRows,
  );
  const settingChanges = new SettingGroupChanges(db.$client, settings, operators, requests);
  const settingTables = new SettingTableChanges(db.$client, settings, tableRows, requests);
  await app.register(siteSwitch, { settings });
  const images = new SiteImages(db.$client, storage, operators);
  await app.register(settingsOperatorRoutes, { changes: settingChanges, requests, operators, images });
  // A change past its delay applies on the next round (ADR 0130); a test runs the task by hand.
  jobs.recovery('settingChangesDue', () => requests.applyDue());
  if (config.sandbox) await app.register(settingsSandboxRoutes, { settings });
  return { settings, settingChanges, settingTables, settingChangeRequests: requests };
}
