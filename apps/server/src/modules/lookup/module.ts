import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SettingsService } from '../settings/index.ts';
import { lookupRoutes } from './routes.ts';
import { LookupService } from './service.ts';

export interface LookupDeps {
  config: Config;
  db: Db;
  settings: SettingsService;
}

/** The public lookups (GET /api/lookup/*): banks, sources and the operator's texts and switches. */
export async function lookupModule(
  app: FastifyInstance,
  { config, db, settings }: LookupDeps,
): Promise<void> {
  await app.register(lookupRoutes, { lookup: new LookupService(db, config.SITE_VARIANT), settings });
}
