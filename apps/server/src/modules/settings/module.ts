import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Buses } from '../../lib/bus.ts';
import { settingsSandboxRoutes } from './sandbox-routes.ts';
import { SettingsService, type SettingsChange } from './service.ts';
import { siteSwitch } from './site-switch.ts';

export interface SettingsDeps {
  config: Config;
  db: Db;
  buses: Buses;
}

/**
 * The operator's settings, read by most modules (returned for them), the site switch (a closed
 * site answers `gone` before any route) and the settings' sandbox switch.
 */
export async function settingsModule(app: FastifyInstance, { config, db, buses }: SettingsDeps) {
  const settings = new SettingsService(db, buses.bus<SettingsChange>('settings'));
  await app.register(siteSwitch, { settings });
  if (config.sandbox) await app.register(settingsSandboxRoutes, { settings });
  return settings;
}
