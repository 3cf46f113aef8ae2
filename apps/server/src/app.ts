import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createHttpApp } from './http-app.ts';
import { createPlatform } from './platform.ts';
import type { OutsideSystems } from './adapters/index.ts';
import type { PushService } from './adapters/push/port.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { armCrashPlan } from './lib/crash-point.ts';
import type { Jobs } from './lib/jobs.ts';
import { web } from './plugins/web.ts';
import { backofficeWeb } from './plugins/backoffice-web.ts';
import type { OperatorAccounts } from './modules/backoffice/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import type { BalanceEvents, Ledger } from './modules/wallet/index.ts';
import { wireModules } from './modules.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Replaces the configured SMS adapter (a test double of the outside system). */
  sms?: SmsSender;
  /** Replaces the browsers' push services (a test's own push service, reached over its own TLS). */
  push?: PushService;
  /**
   * The outside systems another app already built: several nodes in one process (tests) call
   * one provider, payout rail and gateway, as real nodes call the same remote systems.
   */
  outside?: OutsideSystems;
}

/** The app and the handles the server (jobs), the audit and tests need. */
export interface BuiltApp {
  app: FastifyInstance;
  jobs: Jobs;
  ledger: Ledger;
  events: BalanceEvents;
  outside: OutsideSystems;
  /** Operators (the demo seed and `npm run operator:add` make them). */
  operators: OperatorAccounts;
  /** The operators' settings as this app reads them: a change through it drops the app's cache at once. */
  settings: SettingsService;
}

/** Builds the app: the outside systems, then the modules, each given what it is built from. */
export async function buildApp({ config, db, sms, push, outside: given }: AppDeps): Promise<BuiltApp> {
  armCrashPlan(config.crashPlan);
  const app = await createHttpApp(config);
  const platform = await createPlatform(app, config, db, { sms, push, outside: given });
  // Modules call the outside systems through this app's counters; other apps share the bare ones.
  const outside = platform.counted;

  const { ledger, events, operators, settings } = await wireModules(app, platform, outside);
  await app.register(backofficeWeb, { dist: config.BACKOFFICE_DIST });
  await app.register(web, { dist: config.WEB_DIST });
  return { app, jobs: platform.base.jobs, ledger, events, outside: platform.outside, operators, settings };
}
