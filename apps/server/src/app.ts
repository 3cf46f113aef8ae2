import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createHttpApp } from './http-app.ts';
import { createPlatform } from './platform.ts';
import type { OutsideSystems } from './adapters/index.ts';
import type { PushService } from './adapters/push/port.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { Clock } from './lib/clock.ts';
import { armCrashPlan } from './lib/crash-point.ts';
import type { Jobs } from './lib/jobs.ts';
import { web } from './plugins/web.ts';
import { backofficeWeb } from './plugins/backoffice-web.ts';
import { attachRealtime } from './realtime/index.ts';
import { accountModule } from './modules/account/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bonusModule } from './modules/bonus/index.ts';
import { chatModule } from './modules/chat/index.ts';
import { backofficeModule, operatorSide, type OperatorAccounts } from './modules/backoffice/index.ts';
import { depositModule } from './modules/deposit/index.ts';
import { drawsModule } from './modules/draws/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { healthModule } from './modules/health/index.ts';
import { homeModule } from './modules/home/index.ts';
import { inviteModule } from './modules/invite/index.ts';
import { lookupModule } from './modules/lookup/index.ts';
import { maintenanceModule } from './modules/maintenance/index.ts';
import { alertsModule } from './modules/alerts/index.ts';
import { otpModule } from './modules/otp/index.ts';
import { pushModule } from './modules/push/index.ts';
import { refundModule } from './modules/refund/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { settingsModule, type SettingsService } from './modules/settings/index.ts';
import { spinModule } from './modules/spin/index.ts';
import { statementModule } from './modules/statement/index.ts';
import { adjustmentsModule, walletModule, type BalanceEvents, type Ledger } from './modules/wallet/index.ts';
import { withdrawModule } from './modules/withdraw/index.ts';

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
  const { base, socketAdapter } = platform;
  // Modules call the outside systems through this app's counters; other apps share the bare ones.
  const outside = platform.counted;

  const { settings, settingChanges, settingTables } = await settingsModule(app, {
    ...base,
    operators: operatorSide,
    storage: outside.fileStorage,
  });
  const { ledger, idempotency, events, audit, audits, dailyTotals } = await walletModule(app, base);
  await healthModule(app, { ...base, ledger, audit });
  // Each module's operator routes use the back-office's side (ADR 0056), registered before them.
  const core = {
    ...base,
    settings,
    settingChanges,
    settingTables,
    ledger,
    idempotency,
    events,
    operators: operatorSide,
  };
  const auth = await authModule(app, core);
  const { accounts: operators, operatorSessions } = await backofficeModule(app, { ...core, auth });
  await lookupModule(app, core);
  const otp = await otpModule(app, { ...core, sms: outside.sms });
  await accountModule(app, { ...core, otp, auth, sms: outside.sms });
  const { secondApprover } = await adjustmentsModule(app, core);
  const games = await gamesModule(app, {
    ...core,
    provider: outside.games,
    sandboxGames: outside.sandboxGames,
    faults: outside.faults,
  });
  await homeModule(app, { ...core, gameAccounts: games.accounts });
  const { bonuses, bonusWithdrawals } = await bonusModule(app, { ...core, gameAccounts: games.accounts });
  await withdrawModule(app, {
    ...core,
    payout: outside.payout,
    sandboxPayout: outside.sandboxPayout,
    bonusWithdrawals,
    secondApprover,
  });
  const draws = await drawsModule(app, core);
  await spinModule(app, { ...core, draws, activeBonus: bonuses });
  const clock = new Clock();
  await inviteModule(app, { ...core, draws, clock });
  await refundModule(app, { ...core, draws, clock, activeBonus: bonuses });
  await depositModule(app, { ...core, ...outside, secondApprover });
  await statementModule(app, core);
  await reportsModule(app, { ...core, audits, dailyTotals });
  await maintenanceModule(app, core);
  await alertsModule(app, { ...core, teamAlerts: outside.teamAlerts });
  const chat = await chatModule(app, { ...core, storage: outside.fileStorage, auth });
  await pushModule(app, { ...core, auth, push: outside.push });
  attachRealtime(app, {
    ...core,
    auth,
    operatorSessions,
    chat,
    games: games.accounts,
    adapter: socketAdapter,
  });
  await app.register(backofficeWeb, { dist: config.BACKOFFICE_DIST });
  await app.register(web, { dist: config.WEB_DIST });
  return { app, jobs: base.jobs, ledger, events, outside: platform.outside, operators, settings };
}
